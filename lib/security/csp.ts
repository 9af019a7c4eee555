/**
 * The Content-Security-Policy of every page. Edge-safe and free of server-only imports: proxy.ts
 * builds it per request, next.config.ts once for the static pages the proxy does not see,
 * scripts/stamp-static-csp.ts after `next build`.
 *
 * Two kinds of page, two ways to allow Next's inline scripts without 'unsafe-inline' in effect
 * (see README "Security"):
 * - Pages rendered per request (◐, REQUEST_TIME_PREFIXES): the proxy mints a nonce per response
 *   and puts the policy on the *request* too; Next stamps that nonce on every inline script it
 *   streams. Their prerendered shell holds one constant script of React's of its own, allowed by
 *   its hash (SHELL_SCRIPT_HASHES), and its external chunks are allowed by 'self'.
 *   'strict-dynamic' is left out on purpose: it would block those nonce-less chunk tags.
 * - Fully static pages (○, everything else): the same HTML for everyone, so no nonce. Their
 *   header policy allows inline scripts, and the page's own <meta> policy, written into the built
 *   HTML by scripts/stamp-static-csp.ts, allows exactly the sha256 of each inline script the
 *   page has. A browser enforces both policies, so only those scripts run.
 */
// Relative, not "@/": next.config.ts loads this module before any path alias is set up.
import { ROUTES } from "../routes";

/** sha256 of the inline scripts that prerendered shells contain (tests/e2e/security.spec.ts checks the list). */
export const SHELL_SCRIPT_HASHES = [
  // React DOM (Fizz): requestAnimationFrame(function(){$RT=performance.now()});
  "'sha256-7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs='",
  // Next 16 (continueStaticFallbackPrerender): the fallback shell of a [slug] route, served while
  // an article is regenerated, starts fetching its data early with a constant
  // __NEXT_CLIENT_RESUME=fetch(location.pathname+'?_rsc=…',{…'next-router-segment-prefetch': '/_full'}})
  "'sha256-0PEKCBRFzL5O7OB38ruRmGdY/7XeSc/6oL31HPgPEaM='",
];

/**
 * The pages that read the request (the session, a token in the URL) and so render per request.
 * Every other page, the 404 page included, is prerendered in full; tests/e2e/security.spec.ts
 * checks this list against what `next build` made static.
 */
export const REQUEST_TIME_PREFIXES = [ROUTES.dashboard, ROUTES.upgrade, ROUTES.support, ROUTES.resetPassword, ROUTES.unsubscribe];

export function rendersPerRequest(pathname: string): boolean {
  return REQUEST_TIME_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

const PAYPAL = ["https://www.paypal.com", "https://*.paypal.com", "https://*.paypalobjects.com"];
const ADSENSE = {
  script: ["https://pagead2.googlesyndication.com", "https://*.googlesyndication.com", "https://*.adtrafficquality.google"],
  frame: [
    "https://googleads.g.doubleclick.net",
    "https://tpc.googlesyndication.com",
    "https://*.googlesyndication.com",
    "https://www.google.com",
  ],
  connect: ["https://pagead2.googlesyndication.com", "https://*.googlesyndication.com", "https://*.adtrafficquality.google"],
  img: ["https://pagead2.googlesyndication.com", "https://*.googlesyndication.com", "https://*.g.doubleclick.net", "https://*.google.com"],
};

export type CspOptions = {
  /** This response's nonce; null for a fully static page (its <meta> policy lists its scripts). */
  nonce: string | null;
  /** next dev: React needs eval for its debugging aids, and styles are injected inline. */
  dev?: boolean;
  /** NEXT_PUBLIC_ADSENSE_CLIENT is set: allow Google's ad script, its frames and beacons. */
  ads?: boolean;
  /** Served over https: upgrade any stray http sub-resource. */
  https?: boolean;
};

/** What this deployment's environment decides: the same when next.config.ts is read and in proxy.ts. */
export function cspOptionsFromEnv(): Omit<CspOptions, "nonce"> {
  return {
    dev: process.env.NODE_ENV === "development",
    ads: Boolean(process.env.NEXT_PUBLIC_ADSENSE_CLIENT),
    https: process.env.NODE_ENV === "production" && Boolean(process.env.NEXT_PUBLIC_SITE_URL?.startsWith("https://")),
  };
}

/** Where scripts may come from besides inline ones: the site, PayPal's SDK, the ad script if enabled. */
function scriptOrigins({ dev = false, ads = false }: Pick<CspOptions, "dev" | "ads">): string[] {
  return ["'self'", ...PAYPAL, ...(ads ? ADSENSE.script : []), ...(dev ? ["'unsafe-eval'"] : [])];
}

export function contentSecurityPolicy({ nonce, dev = false, ads = false, https = false }: CspOptions): string {
  const inline = nonce === null ? ["'unsafe-inline'"] : [`'nonce-${nonce}'`, ...SHELL_SCRIPT_HASHES];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [...scriptOrigins({ dev, ads }), ...inline],
    // Inline style attributes and the <style> that the toaster and PayPal's button inject have no
    // nonce; styles cannot run code, so they stay allowed.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...PAYPAL, ...(ads ? ADSENSE.img : [])],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...PAYPAL, ...(ads ? ADSENSE.connect : []), ...(dev ? ["ws:"] : [])],
    "frame-src": [...PAYPAL, ...(ads ? ADSENSE.frame : [])],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    // PayPal's pop-up flow may post a form to paypal.com.
    "form-action": ["'self'", ...PAYPAL],
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** The <meta> policy of a fully static page: its own inline scripts by hash, nothing else inline. */
export function staticPageScriptPolicy(scriptHashes: string[], { ads = false }: Pick<CspOptions, "ads"> = {}): string {
  return `script-src ${[...scriptOrigins({ ads }), ...scriptHashes].join(" ")}`;
}

/** 128 random bits, base64: a fresh nonce per response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** The policy for responses that are not pages (route handlers, files): nothing may load. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
