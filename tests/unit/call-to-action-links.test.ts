import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CallToActionLinks } from "@/components/layout/CallToActionLinks";

describe("CallToActionLinks", () => {
  it("renders the primary then the secondary link in the given row, with the extra classes on both", () => {
    const html = renderToStaticMarkup(
      createElement(CallToActionLinks, {
        className: "row",
        linkClassName: "px-6 py-3",
        primary: { href: "/interpret", label: "Interpret a dream" },
        secondary: { href: "/register", label: "Create a free account" },
      }),
    );
    expect(html).toBe(
      '<div class="row"><a class="btn-primary px-6 py-3" href="/interpret">Interpret a dream</a>' +
        '<a class="btn-secondary px-6 py-3" href="/register">Create a free account</a></div>',
    );
  });

  it("leaves the button classes alone when no extra classes are given", () => {
    const html = renderToStaticMarkup(
      createElement(CallToActionLinks, { className: "row", primary: { href: "/a", label: "A" }, secondary: { href: "/b", label: "B" } }),
    );
    expect(html).toContain('class="btn-primary" href="/a"');
    expect(html).toContain('class="btn-secondary" href="/b"');
  });
});
