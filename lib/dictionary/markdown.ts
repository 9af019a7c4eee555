import { Marked, type Token, type Tokens } from "marked";

export type Rendered = {
  html: string;
  /** Plain text of each paragraph and list item (used to check articles don't repeat each other). */
  paragraphs: string[];
  headings: { depth: number; text: string }[];
  wordCount: number;
};

/**
 * Markdown → HTML for our own content, run at build time. Raw HTML is not allowed in it: an html
 * token is an error, so a stray tag can never reach the page unescaped.
 */
const marked = new Marked({ gfm: true, async: false });

function plain(tokens: Token[] | undefined, fallback: string): string {
  if (!tokens) return fallback;
  return tokens.map((t) => ("tokens" in t && t.tokens ? plain(t.tokens, "") : "text" in t ? String(t.text) : "")).join("");
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function renderMarkdown(source: string, where: string): Rendered {
  const tokens = marked.lexer(source);
  const paragraphs: string[] = [];
  const headings: Rendered["headings"] = [];

  marked.walkTokens(tokens, (token) => {
    switch (token.type) {
      case "html":
        throw new Error(`${where}: raw HTML is not allowed in content (${JSON.stringify((token as Tokens.HTML).raw.trim().slice(0, 60))})`);
      case "heading": {
        const h = token as Tokens.Heading;
        if (h.depth === 1) throw new Error(`${where}: use ## and ### headings; the page renders the H1`);
        headings.push({ depth: h.depth, text: plain(h.tokens, h.text) });
        break;
      }
      case "paragraph": {
        const p = token as Tokens.Paragraph;
        const value = plain(p.tokens, p.text).replace(/\s+/g, " ").trim();
        paragraphs.push(value);
        break;
      }
      case "list_item": {
        const item = token as Tokens.ListItem;
        // Loose items hold paragraphs (collected above); tight items hold text directly.
        if (!item.tokens.some((t) => t.type === "paragraph")) {
          paragraphs.push(
            plain(
              item.tokens.filter((t) => t.type !== "list"),
              item.text,
            )
              .replace(/\s+/g, " ")
              .trim(),
          );
        }
        break;
      }
      case "image":
        throw new Error(`${where}: images are not supported in content`);
    }
  });

  const html = marked.parser(tokens);
  const visibleText = html.replace(/<[^>]+>/g, " ").replace(/&[#\w]+;/g, "");
  return { html, paragraphs, headings, wordCount: countWords(visibleText) };
}
