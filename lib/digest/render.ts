/**
 * The pattern digest e-mail: a plain-text part and an HTML part built for e-mail clients (one
 * 600px table, inline styles only, no web fonts, no images, no scripts). Every value that comes
 * from data is escaped. Dream text appears only when the user opted into excerpts.
 */
import { composeReading, type EmotionCount, type SymbolCount, type ThemeCount } from "./reading";
import { periodLabel, type Period } from "./period";
import { escapeHtml } from "@/lib/mail/html";
import { EMAIL_COLORS, EMAIL_FONT, EMAIL_SERIF, emailEnding, type RenderedEmail } from "@/lib/mail/email-parts";
import type { LabelCounts } from "@/lib/dreams/label-counts";
import { ROUTES, dreamPath } from "@/lib/routes";
import { cap } from "@/lib/text/case";

export type DigestDream = { id: string; createdAt: Date; symbols: string[]; excerpt: string | null };

export type DigestContent = {
  userId: string;
  name: string | null;
  period: Period;
  dreamCount: number;
  symbols: SymbolCount[];
  emotions: EmotionCount[];
  themes: ThemeCount[];
  shapes?: ThemeCount[];
  /** The kinds (lucid, nightmare, recurring) and tags the member gave the period's dreams. */
  labels?: LabelCounts;
  dreams: DigestDream[];
  siteUrl: string;
  unsubscribeUrl: string;
};

export const MAX_LISTED_DREAMS = 6;

/** The reading in two paragraphs: what happened (opening, symbols, history), then what it felt like. */
function paragraphs(sentences: string[]): string[] {
  const split = Math.min(3, Math.ceil(sentences.length / 2));
  return [sentences.slice(0, split).join(" "), sentences.slice(split).join(" ")].filter(Boolean);
}

/** "2 lucid, 1 nightmare · #family (3), #school (2)", or null when no dream was labelled. */
function labelsLine(labels: LabelCounts | undefined): string | null {
  if (!labels || (labels.kinds.length === 0 && labels.tags.length === 0)) return null;
  const kinds = labels.kinds.map((k) => `${k.count} ${k.kind}`).join(", ");
  const tags = labels.tags.map((t) => `#${t.name} (${t.count})`).join(", ");
  return [kinds, tags].filter(Boolean).join(" · ");
}

/** Recurring symbols (in 2+ dreams) get a row each; the rest are named on one line. */
function symbolGroups(c: DigestContent) {
  const recurring = c.symbols.filter((s) => s.count >= 2);
  if (recurring.length === 0) return { title: "Symbols", rows: c.symbols, also: [] as string[] };
  return { title: "Recurring symbols", rows: recurring, also: c.symbols.filter((s) => s.count < 2).map((s) => s.name) };
}

const dayLabel = (d: Date) => d.toLocaleDateString("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
const inDreams = (n: number) => (n === 1 ? "1 dream" : `${n} dreams`);

function links(c: DigestContent) {
  return {
    dashboard: `${c.siteUrl}${ROUTES.dashboard}`,
    preferences: `${c.siteUrl}${ROUTES.notifications}`,
    dream: (id: string) => `${c.siteUrl}${dreamPath(encodeURIComponent(id))}`,
  };
}

export function digestSubject(c: DigestContent): string {
  const lead = c.symbols.find((s) => s.count >= 2) ?? c.symbols[0];
  const span = c.period.frequency === "weekly" ? "Your week in dreams" : `Your ${periodLabel(c.period)} in dreams`;
  return lead ? `${span}: ${lead.name} and more` : span;
}

export function renderDigest(c: DigestContent): RenderedEmail {
  const reading = composeReading({
    seed: `${c.userId}|${c.period.key}`,
    frequency: c.period.frequency,
    dreamCount: c.dreamCount,
    symbols: c.symbols,
    emotions: c.emotions,
    themes: c.themes,
    shapes: c.shapes,
  });
  return { subject: digestSubject(c), text: renderText(c, reading), html: renderHtml(c, reading) };
}

function renderText(c: DigestContent, reading: string[]): string {
  const l = links(c);
  const label = periodLabel(c.period);
  const lines: string[] = [];
  lines.push(`${c.name ? `Hello ${c.name},` : "Hello,"}`, "");
  lines.push(`Your ${c.period.frequency} dream patterns, ${label}`, "");
  for (const p of paragraphs(reading)) lines.push(p, "");
  if (c.symbols.length) {
    const g = symbolGroups(c);
    lines.push(g.title.toUpperCase());
    for (const s of g.rows) lines.push(`  ${cap(s.name)}: ${inDreams(s.count)}`);
    if (g.also.length) lines.push(`  Also: ${g.also.join(", ")}`);
    lines.push("");
  }
  if (c.emotions.length) {
    lines.push("FEELINGS");
    for (const e of c.emotions) lines.push(`  ${cap(e.label)}: ${inDreams(e.count)}`);
    lines.push("");
  }
  if (c.themes.length) {
    lines.push("THEMES", `  ${c.themes.map((t) => t.name).join(", ")}`, "");
  }
  const labels = labelsLine(c.labels);
  if (labels) lines.push("KINDS AND TAGS", `  ${labels}`, "");
  lines.push(c.period.frequency === "weekly" ? "YOUR DREAMS THIS WEEK" : "YOUR DREAMS THIS MONTH");
  for (const d of c.dreams.slice(0, MAX_LISTED_DREAMS)) {
    lines.push(`  ${dayLabel(d.createdAt)}${d.symbols.length ? ` — ${d.symbols.join(", ")}` : ""}`);
    if (d.excerpt) lines.push(`    “${d.excerpt}”`);
    lines.push(`    ${l.dream(d.id)}`);
  }
  if (c.dreamCount > MAX_LISTED_DREAMS) lines.push(`  …and ${c.dreamCount - MAX_LISTED_DREAMS} more in your DreamLog`);
  lines.push("");
  lines.push(`Open your DreamLog: ${l.dashboard}`, "");
  lines.push("—");
  lines.push(`You receive this because you turned on ${c.period.frequency} pattern e-mails in Oneira.`);
  lines.push(`Change how often: ${l.preferences}`);
  lines.push(`Unsubscribe (one click, no sign-in): ${c.unsubscribeUrl}`);
  return lines.join("\n");
}

// Palette (the app's night/aurora/moon colours, on a light body so every client renders it legibly).
const C = EMAIL_COLORS;
const FONT = EMAIL_FONT;
const SERIF = EMAIL_SERIF;

function section(title: string, inner: string): string {
  return `<tr><td style="padding:8px 32px 20px 32px;">
<h2 style="margin:0 0 10px 0;${FONT}font-size:13px;line-height:18px;letter-spacing:1px;text-transform:uppercase;color:${C.accent};font-weight:700;">${escapeHtml(title)}</h2>
${inner}
</td></tr>`;
}

function symbolsHtml(groups: ReturnType<typeof symbolGroups>): string {
  const e = escapeHtml;
  const symbolRows = groups.rows
    .map(
      (s) => `<tr>
<td style="padding:6px 0;border-bottom:1px solid ${C.rule};${FONT}font-size:15px;line-height:22px;color:${C.text};">${e(cap(s.name))}</td>
<td align="right" style="padding:6px 0;border-bottom:1px solid ${C.rule};${FONT}font-size:13px;line-height:22px;color:${C.muted};white-space:nowrap;">
<span style="display:inline-block;padding:0 10px;border-radius:11px;background:${C.pill};color:${C.accent};font-weight:600;">${e(inDreams(s.count))}</span></td>
</tr>`,
    )
    .join("");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${symbolRows}</table>${groups.also.length ? `<p style="margin:10px 0 0 0;${FONT}font-size:14px;line-height:20px;color:${C.muted};">Also: ${e(groups.also.join(", "))}</p>` : ""}`;
}

function feelingsHtml(c: DigestContent): string {
  const e = escapeHtml;
  const maxEmotion = Math.max(1, ...c.emotions.map((x) => x.count));
  const emotionRows = c.emotions
    .map((x) => {
      const pct = Math.max(6, Math.round((x.count / maxEmotion) * 100));
      return `<tr>
<td width="120" style="padding:5px 12px 5px 0;${FONT}font-size:14px;line-height:20px;color:${C.text};white-space:nowrap;">${e(cap(x.label))}</td>
<td style="padding:5px 0;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td width="${pct}%" style="background:${C.bar};height:10px;line-height:10px;font-size:0;border-radius:5px;">&nbsp;</td>
<td style="background:${C.barTrack};height:10px;line-height:10px;font-size:0;">&nbsp;</td></tr></table></td>
<td width="70" align="right" style="padding:5px 0 5px 12px;${FONT}font-size:13px;line-height:20px;color:${C.muted};white-space:nowrap;">${e(inDreams(x.count))}</td>
</tr>`;
    })
    .join("");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${emotionRows}</table>`;
}

function themesHtml(c: DigestContent): string {
  const e = escapeHtml;
  const themeChips = c.themes
    .map(
      (t) =>
        `<span style="display:inline-block;margin:0 6px 6px 0;padding:3px 12px;border-radius:14px;border:1px solid ${C.rule};${FONT}font-size:14px;line-height:20px;color:${C.text};">${e(t.name)}</span>`,
    )
    .join("");
  return `<div>${themeChips}</div>`;
}

function dreamsHtml(c: DigestContent): string {
  const l = links(c);
  const e = escapeHtml;
  const dreamRows = c.dreams
    .slice(0, MAX_LISTED_DREAMS)
    .map(
      (d) => `<tr><td style="padding:10px 0;border-bottom:1px solid ${C.rule};">
<a href="${e(l.dream(d.id))}" style="${FONT}font-size:15px;line-height:22px;color:${C.accent};font-weight:600;text-decoration:none;">${e(dayLabel(d.createdAt))}</a>
${d.symbols.length ? `<span style="${FONT}font-size:14px;line-height:22px;color:${C.muted};"> &middot; ${e(d.symbols.join(", "))}</span>` : ""}
${d.excerpt ? `<div style="margin-top:4px;${SERIF}font-size:15px;line-height:22px;font-style:italic;color:${C.text};">&ldquo;${e(d.excerpt)}&rdquo;</div>` : ""}
</td></tr>`,
    )
    .join("");
  const more =
    c.dreamCount > MAX_LISTED_DREAMS
      ? `<p style="margin:10px 0 0 0;${FONT}font-size:14px;line-height:20px;color:${C.muted};">&hellip;and ${c.dreamCount - MAX_LISTED_DREAMS} more in your DreamLog.</p>`
      : "";
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${dreamRows}</table>${more}`;
}

function renderHtml(c: DigestContent, reading: string[]): string {
  const l = links(c);
  const e = escapeHtml;
  const label = periodLabel(c.period);
  const groups = symbolGroups(c);
  const preheader = reading[1] ?? reading[0] ?? "";

  return `<!doctype html>
<html lang="en" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${e(digestSubject(c))}</title>
</head>
<body style="margin:0;padding:0;background:${C.page};">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:${C.page};">${e(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${C.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:${C.body};border-radius:16px;overflow:hidden;">
<tr><td style="background:${C.head};padding:28px 32px;">
<div style="${SERIF}font-size:24px;line-height:30px;color:${C.headText};"><span style="color:${C.moon};">&#9790;</span> Oneira</div>
<div style="margin-top:6px;${FONT}font-size:14px;line-height:20px;color:#b9c0e2;">Your ${e(c.period.frequency)} dream patterns &middot; ${e(label)}</div>
</td></tr>
<tr><td style="padding:28px 32px 8px 32px;">
<p style="margin:0 0 12px 0;${FONT}font-size:16px;line-height:24px;color:${C.text};">${c.name ? `Hello ${e(c.name)},` : "Hello,"}</p>
${paragraphs(reading)
  .map((p) => `<p style="margin:0 0 12px 0;${SERIF}font-size:17px;line-height:26px;color:${C.text};">${e(p)}</p>`)
  .join("\n")}
</td></tr>
${c.symbols.length ? section(groups.title, symbolsHtml(groups)) : ""}
${c.emotions.length ? section("Feelings", feelingsHtml(c)) : ""}
${c.themes.length ? section("Themes", themesHtml(c)) : ""}
${labelsLine(c.labels) ? section("Kinds and tags", `<p style="margin:0;${FONT}font-size:14px;line-height:20px;color:${C.text};">${e(labelsLine(c.labels) ?? "")}</p>`) : ""}
${section(c.period.frequency === "weekly" ? "Your dreams this week" : "Your dreams this month", dreamsHtml(c))}
${emailEnding(
  { href: l.dashboard, label: "Open your DreamLog", paddingTop: 8 },
  {
    reason: `You receive this because you turned on ${c.period.frequency} pattern e-mails in Oneira.`,
    preferencesUrl: l.preferences,
    preferencesLabel: "Change how often",
    unsubscribeUrl: c.unsubscribeUrl,
  },
)}`;
}
