import { ImageResponse } from "next/og";

/** Open Graph images: 1200×630, night sky, the built-in font only (no network at build time). */
export const OG_SIZE = { width: 1200, height: 630 };
export const OG_CONTENT_TYPE = "image/png";

const NIGHT = "#0b1027";
const MOON = "#f8cd6e";

/**
 * Fixed star field (deterministic, so every build renders the same image), kept out of the text
 * block: along the top band, down the right-hand side and along the bottom edge.
 */
const STARS = Array.from({ length: 80 }, (_, i) => {
  const r = (n: number) => (((Math.sin(i * 12.9898 + n * 78.233) * 43758.5453) % 1) + 1) % 1;
  return { x: Math.round(r(1) * 1180), y: Math.round(r(2) * 610), size: 2 + Math.round(r(3) * 3), opacity: 0.35 + r(4) * 0.6 };
}).filter((s) => s.y < 150 || s.x > 1040 || s.y > 590);

export function renderOgImage({ eyebrow, title, subtitle }: { eyebrow: string; title: string; subtitle: string }) {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        position: "relative",
        backgroundColor: NIGHT,
        backgroundImage:
          "radial-gradient(circle at 85% 0%, rgba(106,77,230,0.55), rgba(11,16,39,0) 55%), radial-gradient(circle at 0% 100%, rgba(42,54,112,0.8), rgba(11,16,39,0) 60%)",
        color: "#f4f5fb",
        fontFamily: "sans-serif",
      }}
    >
      {STARS.map((s, i) => (
        <div
          key={i}
          style={{
            position: "absolute",
            left: s.x,
            top: s.y,
            width: s.size,
            height: s.size,
            borderRadius: 9999,
            backgroundColor: "#ffffff",
            opacity: s.opacity,
          }}
        />
      ))}
      {/* Crescent moon, opening to the upper right. */}
      <svg width="180" height="180" viewBox="0 0 180 180" style={{ position: "absolute", right: 90, top: 60 }}>
        <path d="M 118 14 A 80 80 0 1 0 166 118 A 64 64 0 1 1 118 14 Z" fill={MOON} />
      </svg>
      <div style={{ display: "flex", flexDirection: "column", justifyContent: "flex-end", padding: "0 80px 80px", width: "100%" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 16, fontSize: 30, color: "#c6b8ff", letterSpacing: 1 }}>
          <div style={{ width: 14, height: 14, borderRadius: 9999, backgroundColor: MOON, display: "flex" }} />
          {eyebrow}
        </div>
        <div
          style={{
            display: "flex",
            marginTop: 22,
            fontSize: title.length > 32 ? 70 : 84,
            fontWeight: 700,
            lineHeight: 1.08,
            maxWidth: 900,
          }}
        >
          {title}
        </div>
        <div style={{ display: "flex", marginTop: 26, fontSize: 32, lineHeight: 1.35, color: "#b9c0e2", maxWidth: 960 }}>{subtitle}</div>
      </div>
    </div>,
    OG_SIZE,
  );
}
