import { describe, expect, it } from "vitest";
import { ipAddress } from "@vercel/functions";
import { clientAddressKey, normalise, NO_TRUSTED_ADDRESS, UNKNOWN_ADDRESS } from "@/lib/security/client-address";

const req = (h: Record<string, string>) => new Headers(h);
const behind = (hops: number) => ({ onVercel: false, trustedProxyHops: hops });

describe("client address: only what a trusted party wrote", () => {
  it("behind one proxy that appends (nginx $proxy_add_x_forwarded_for): the last entry, whatever the client put before it", () => {
    // The attack of issue 15: a visitor sends X-Forwarded-For himself; the proxy appends the real address.
    const forged = ["6.6.6.1", "6.6.6.2", "6.6.6.3", "6.6.6.4", "6.6.6.5", "6.6.6.6", "6.6.6.7", "6.6.6.8"];
    const keys = forged.map((f) => clientAddressKey(req({ "x-forwarded-for": `${f}, 203.0.113.9` }), behind(1), ipAddress));
    expect(new Set(keys)).toEqual(new Set(["203.0.113.9"]));
  });

  it("behind two proxies (a load balancer, then nginx): the second entry from the right", () => {
    const h = req({ "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.2" });
    expect(clientAddressKey(h, behind(2), ipAddress)).toBe("198.51.100.7");
    expect(clientAddressKey(h, behind(1), ipAddress)).toBe("10.0.0.2");
  });

  it("fewer entries than trusted proxies, or none: unknown (the request skipped a proxy)", () => {
    expect(clientAddressKey(req({ "x-forwarded-for": "203.0.113.9" }), behind(2), ipAddress)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddressKey(req({}), behind(1), ipAddress)).toBe(UNKNOWN_ADDRESS);
  });

  it("x-real-ip is ignored off Vercel (any client can send it)", () => {
    expect(clientAddressKey(req({ "x-real-ip": "6.6.6.6", "x-forwarded-for": "203.0.113.9" }), behind(1), ipAddress)).toBe("203.0.113.9");
  });

  it("no platform and no trusted proxy: every request shares one key, so a forged header buys nothing", () => {
    const a = clientAddressKey(req({ "x-forwarded-for": "6.6.6.6" }), behind(0), ipAddress);
    const b = clientAddressKey(req({ "x-forwarded-for": "7.7.7.7", "x-real-ip": "8.8.8.8" }), behind(0), ipAddress);
    const c = clientAddressKey(req({}), behind(0), ipAddress);
    expect([a, b, c]).toEqual([NO_TRUSTED_ADDRESS, NO_TRUSTED_ADDRESS, NO_TRUSTED_ADDRESS]);
  });

  it("on Vercel: the platform's x-real-ip (via @vercel/functions), never X-Forwarded-For", () => {
    const h = req({ "x-real-ip": "198.51.100.23", "x-forwarded-for": "6.6.6.6, 1.1.1.1" });
    expect(clientAddressKey(h, { onVercel: true, trustedProxyHops: 3 }, ipAddress)).toBe("198.51.100.23");
    expect(clientAddressKey(req({ "x-forwarded-for": "6.6.6.6" }), { onVercel: true, trustedProxyHops: 0 }, ipAddress)).toBe(
      UNKNOWN_ADDRESS,
    );
  });
});

describe("address normalisation", () => {
  it("keys IPv6 by its /64, however it is written", () => {
    const same = [
      "2001:db8:abcd:12::1",
      "2001:0db8:abcd:0012:ffff:ffff:ffff:ffff",
      "[2001:db8:abcd:12::7]:443",
      "2001:DB8:ABCD:12:0:0:0:42",
    ];
    expect(new Set(same.map(normalise))).toEqual(new Set(["2001:db8:abcd:12::/64"]));
    expect(normalise("2001:db8:abcd:13::1")).not.toBe(normalise("2001:db8:abcd:12::1"));
  });

  it("reads IPv4 plainly, with a port, or mapped into IPv6", () => {
    expect(normalise("203.0.113.9")).toBe("203.0.113.9");
    expect(normalise("203.0.113.9:51234")).toBe("203.0.113.9");
    expect(normalise("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("anything else is unknown (one shared key), not a fresh key per made-up string", () => {
    for (const junk of ["", "not-an-ip", "1", "0x7f.1", "999.1.1.1", "1.2.3.4.5", "<script>", "unknown"])
      expect(normalise(junk)).toBe(UNKNOWN_ADDRESS);
  });
});
