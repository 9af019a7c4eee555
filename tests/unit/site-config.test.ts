import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { faqItems } from "@/content/pages/faq";
import { PLAN_DESCRIPTION, PLAN_NAME } from "@/lib/payments/constants";
import { PRICE, PRICE_LABEL, SITE_NAME } from "@/lib/site-config";

/** Every source and content file the site is built from. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|md)$/.test(e.name) ? [path] : [];
  });
}

describe("site config", () => {
  it("every price the site states is the configured one (prose in content/ cannot import it)", () => {
    const files = ["app", "components", "content", "lib"].flatMap(sourceFiles);
    const prices = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\$\d+\.\d{2}\b|\b\d+\.\d{2} (?:USD|EUR|GBP)\b/g)].map((m) => `${file}: ${m[0]}`),
    );
    expect(prices.length).toBeGreaterThan(0);
    for (const p of prices)
      expect(p.split(": ")[1], p).toMatch(new RegExp(`^(\\$${PRICE.replace(".", "\\.")}|${PRICE_LABEL.replace(".", "\\.")})$`));
  });

  it("the plan and the FAQ are written from it", () => {
    expect(PLAN_NAME).toBe(`${SITE_NAME} Unlimited Plan`);
    expect(PLAN_DESCRIPTION.startsWith(PLAN_NAME)).toBe(true);
    expect(faqItems.some((f) => f.answer.includes(PRICE_LABEL))).toBe(true);
  });
});
