import { ImageResponse } from "next/og";

export const size = { width: 180, height: 180 };
export const contentType = "image/png";

export default function AppleIcon() {
  return new ImageResponse(
    <div style={{ width: "100%", height: "100%", display: "flex", alignItems: "center", justifyContent: "center", background: "#0b1027" }}>
      <svg width="130" height="130" viewBox="0 0 32 32">
        <path d="M19.5 5.5a11 11 0 1 0 6.5 15.8A9.2 9.2 0 0 1 19.5 5.5Z" fill="#f8cd6e" />
        <circle cx="24.5" cy="8" r="1.2" fill="#c6b8ff" />
      </svg>
    </div>,
    size,
  );
}
