import { describe, expect, it } from "vitest";
import { EMAIL_COLORS, emailButtonRow, emailEnding, emailFooterRow } from "@/lib/mail/email-parts";

describe("e-mail parts", () => {
  it("builds the button row with the given top padding, escaping the link and label", () => {
    const row = emailButtonRow("https://x.test/a?b=1&c=2", "Go <now>", 12);
    expect(row).toContain('style="padding:12px 32px 32px 32px;"');
    expect(row).toContain('href="https://x.test/a?b=1&amp;c=2"');
    expect(row).toContain(">Go &lt;now&gt;</a>");
    expect(row).toContain(`bgcolor="${EMAIL_COLORS.accent}"`);
  });

  it("builds the footer with the reason, the preferences link and the unsubscribe link, escaped", () => {
    const row = emailFooterRow({
      reason: 'Because you said "yes" & meant it.',
      preferencesUrl: "https://x.test/prefs",
      preferencesLabel: "Change it",
      unsubscribeUrl: "https://x.test/u?t=a&b",
    });
    const lines = row.split("\n");
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe("Because you said &quot;yes&quot; &amp; meant it.");
    expect(lines[2]).toMatch(/^<a href="https:\/\/x.test\/prefs" [^>]*>Change it<\/a> &middot;$/);
    expect(lines[3]).toMatch(/^<a href="https:\/\/x.test\/u\?t=a&amp;b" [^>]*>Unsubscribe<\/a>$/);
  });

  it("ends an e-mail with the button row, the footer row and the closing of the frame and document", () => {
    const footer = {
      reason: "Because.",
      preferencesUrl: "https://x.test/p",
      preferencesLabel: "Change",
      unsubscribeUrl: "https://x.test/u",
    };
    const ending = emailEnding({ href: "https://x.test/go", label: "Go", paddingTop: 8 }, footer);
    expect(ending.startsWith(emailButtonRow("https://x.test/go", "Go", 8) + "\n" + emailFooterRow(footer) + "\n")).toBe(true);
    expect(ending.endsWith("</table>\n</td></tr>\n</table>\n</body>\n</html>")).toBe(true);
  });
});
