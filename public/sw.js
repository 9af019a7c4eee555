/*
 * Oneira's service worker (registered by components/offline/OfflineAgent.tsx in production).
 * Hand-made rather than Serwist: see docs/decisions/006-hand-made-service-worker.md.
 *
 * What it stores is public and the same for every visitor — nothing else, ever:
 *   - the shell: the static page /offline (the dream form that works offline) and the scripts,
 *     styles and fonts its HTML names, fetched without cookies;
 *   - build files under /_next/static/ (content-hashed, immutable) as pages load them;
 *   - the manifest and the app icons.
 * Pages are never stored: a navigation goes to the network, and only when the network cannot
 * answer does the worker serve /offline in its place. So no member's page can be shown to
 * anyone else, and signing out leaves nothing of theirs here. Dreams written offline live in
 * IndexedDB (lib/offline/drafts-db.ts), per member, never in these caches.
 */

const SHELL = "oneira-shell-v1";
const STATIC = "oneira-static-v1";
const OFFLINE_PAGE = "/offline";
const PUBLIC_FILES = ["/manifest.webmanifest", "/icons/icon-192.png", "/icons/icon-512.png", "/icons/maskable-512.png"];
/** Enough for several builds' worth of chunks; the oldest go first. */
const STATIC_LIMIT = 300;
/** How often an open page may ask for a fresh shell (a new deployment brings new chunks). */
const SHELL_REFRESH_MS = 10 * 60 * 1000;

let lastShellRefresh = 0;

/** The same-origin build files a page's HTML names (scripts, styles, fonts, preloads). */
function assetsOf(html) {
  const urls = new Set();
  for (const match of html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?#]+)"/g)) urls.add(match[1]);
  return [...urls];
}

/**
 * Fetches /offline and everything it needs into a new cache, then swaps it in whole, so the
 * shell is never half old and half new. Fails (keeping the old shell) unless all of it arrived.
 */
async function refreshShell() {
  lastShellRefresh = Date.now();
  const page = await fetch(OFFLINE_PAGE, { credentials: "omit", cache: "no-store" });
  if (!page.ok) throw new Error(`shell: ${page.status}`);
  const html = await page.clone().text();
  const fresh = await caches.open(`${SHELL}-next`);
  const files = [...assetsOf(html), ...PUBLIC_FILES];
  await Promise.all(
    files.map(async (url) => {
      const response = await fetch(url, { credentials: "omit" });
      if (!response.ok) throw new Error(`shell: ${url} ${response.status}`);
      await fresh.put(url, response);
    }),
  );
  await fresh.put(OFFLINE_PAGE, page);
  const shell = await caches.open(SHELL);
  for (const request of await shell.keys()) await shell.delete(request);
  for (const request of await fresh.keys()) await shell.put(request, await fresh.match(request));
  await caches.delete(`${SHELL}-next`);
}

self.addEventListener("install", (event) => {
  event.waitUntil(refreshShell().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL, STATIC]);
      for (const name of await caches.keys()) if (!keep.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.origin !== self.location.origin) return;
  if (event.data === "refresh-shell" && Date.now() - lastShellRefresh > SHELL_REFRESH_MS) {
    event.waitUntil(refreshShell().catch(() => {}));
  }
});

async function trimStatic(cache) {
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - STATIC_LIMIT))) await cache.delete(request);
}

/** Build files: from the caches when there, else from the network (and kept: they never change). */
async function buildFile(request) {
  const cached = await caches.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    const cache = await caches.open(STATIC);
    await cache.put(request, response.clone());
    void trimStatic(cache);
  }
  return response;
}

/** Pages: always the network; the stored /offline page only when the network cannot answer. */
async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_PAGE, { cacheName: SHELL });
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(page(request));
  } else if (url.pathname.startsWith("/_next/static/")) {
    event.respondWith(buildFile(request));
  } else if (PUBLIC_FILES.includes(url.pathname)) {
    event.respondWith(fetch(request).catch(() => caches.match(url.pathname, { cacheName: SHELL })));
  }
  // Everything else (data, actions, the API, RSC payloads) is the browser's own business.
});
