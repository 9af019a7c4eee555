/**
 * Renders the installable app's icons (public/icons/*.png, listed in app/manifest.ts) from the
 * moon of app/icon.svg in Chromium. Run again after changing the mark: `npx tsx scripts/make-app-icons.ts`.
 * "maskable" icons keep the mark inside the central 80 % safe zone, on a full-bleed background.
 */
import { chromium } from "@playwright/test";

const MOON = `<defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffe2a3"/><stop offset="1" stop-color="#c6b8ff"/></linearGradient></defs><path d="M19.5 5.5a11 11 0 1 0 6.5 15.8A9.2 9.2 0 0 1 19.5 5.5Z" fill="url(#m)"/><circle cx="24.5" cy="8" r="1.2" fill="#ffe2a3"/>`;

function svg(size: number, maskable: boolean): string {
  const inner = maskable ? 0.62 : 0.8;
  const offset = (size * (1 - inner)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" ${maskable ? "" : `rx="${size * 0.2}"`} fill="#0b1027"/>
    <svg x="${offset}" y="${offset}" width="${size * inner}" height="${size * inner}" viewBox="0 0 32 32">${MOON}</svg></svg>`;
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
for (const [name, size, maskable] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["maskable-512.png", 512, true],
] as const) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<body style="margin:0;background:transparent">${svg(size, maskable)}</body>`);
  await page
    .locator("svg")
    .first()
    .screenshot({ path: `public/icons/${name}`, omitBackground: true });
}
await browser.close();
