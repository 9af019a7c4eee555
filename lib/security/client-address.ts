import ipaddr from "ipaddr.js";

/**
 * Which address the per-IP limits count a request against. Pure, so it is tested on its own;
 * lib/security/request-keys.ts feeds it this request's headers and the deployment's settings.
 *
 * - On Vercel the platform's edge sets `x-real-ip` itself (overwriting what a client sent):
 *   `ipAddress()` from @vercel/functions reads it.
 * - Behind your own proxies (nginx, a load balancer) each proxy *appends* the address it saw to
 *   `X-Forwarded-For`, so only the last TRUSTED_PROXY_HOPS entries were written by someone we
 *   trust: the client is the entry that many places from the right. Entries further left are
 *   whatever the client sent.
 * - With no platform and no trusted proxy (TRUSTED_PROXY_HOPS=0) every header is the client's
 *   word: `next start` fills X-Forwarded-For with the socket address only when the request has
 *   none. There is no address to trust, so all such requests share one key (NO_TRUSTED_ADDRESS):
 *   a forged header buys nothing, at the price that the per-IP limits count everyone together.
 *
 * IPv6 addresses are keyed by their /64: one subscriber usually holds a whole /64.
 */
export type AddressSource = { onVercel: boolean; trustedProxyHops: number };

export const NO_TRUSTED_ADDRESS = "untrusted";
export const UNKNOWN_ADDRESS = "unknown";

type HeaderReader = { get(name: string): string | null };

export function clientAddressKey(headers: HeaderReader, source: AddressSource, vercelIp: (h: HeaderReader) => string | undefined): string {
  if (source.onVercel) return normalise(vercelIp(headers));
  if (source.trustedProxyHops < 1) return NO_TRUSTED_ADDRESS;
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  // Fewer entries than trusted proxies: the request did not come through them all.
  if (hops.length < source.trustedProxyHops) return UNKNOWN_ADDRESS;
  return normalise(hops[hops.length - source.trustedProxyHops]);
}

/** A canonical form: IPv4 as dotted quad (also when mapped into IPv6), IPv6 as its /64 prefix. */
export function normalise(raw: string | undefined | null): string {
  if (!raw) return UNKNOWN_ADDRESS;
  // "[2001:db8::1]:443" and "203.0.113.9:5000" (some proxies append the port)
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  value = value.replace(/%.*$/, ""); // a zone id ("fe80::1%eth0") is not part of the address
  if (!ipaddr.isValid(value)) return UNKNOWN_ADDRESS;
  let address = ipaddr.parse(value);
  if (address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
  if (address.kind() === "ipv4") {
    // ipaddr accepts "1", "0x7f.1" and other legacy forms; only four decimal parts are an address here.
    return /^\d{1,3}(?:\.\d{1,3}){3}$/.test(value) || value.includes(":") ? address.toString() : UNKNOWN_ADDRESS;
  }
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(":")}::/64`;
}
