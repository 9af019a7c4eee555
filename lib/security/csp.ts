/**
 * The Content-Security-Policy of every page. Edge-safe and free of server-only imports: proxy.ts
 * builds it per request.
 *
 * How it stays strict without making pages dynamic (see README "Security"):
 * - Every page is a prerendered static shell (Cache Components). The proxy mints a nonce per
 *   request and puts the policy on the *request* too; Next reads the nonce from it and stamps it
 *   on every inline script it streams at request time (the RSC payload, React's runtime, the
 *   Turbopack bootstrap). The prerendered shell itself is served unchanged, so the pages stay ◐.
 * - The shell holds one inline script of its own, React's constant
 *   `requestAnimationFrame(function(){$RT=performance.now()});`, allowed by its hash (and the
 *   fallback shell of a [slug] route one more constant one from Next): SHELL_SCRIPT_HASHES.
 * - The shell's external chunks (/_next/static) are allowed by 'self'. 'strict-dynamic' is left
 *   out on purpose: it would block those nonce-less chunk tags of the static shell.
 * - So no inline script runs unless it carries this response's nonce or is React's known script;
 *   no 'unsafe-inline' and no 'unsafe-eval' for scripts in production.
 */

/** sha256 of the inline scripts that prerendered shells contain (tests/e2e/security.spec.ts checks the list). */
export const SHELL_SCRIPT_HASHES = [
  // React DOM (Fizz): requestAnimationFrame(function(){$RT=performance.now()});
  "'sha256-7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs='",
  // Next 16 (continueStaticFallbackPrerender): the fallback shell of a [slug] route, served while
  // an article is regenerated, starts fetching its data early with a constant
  // __NEXT_CLIENT_RESUME=fetch(location.pathname+'?_rsc=…',{…'next-router-segment-prefetch': '/_full'}})
  "'sha256-0PEKCBRFzL5O7OB38ruRmGdY/7XeSc/6oL31HPgPEaM='",
];

const PAYPAL = ["https://www.paypal.com", "https://*.paypal.com", "https://*.paypalobjects.com"];
const ADSENSE = {
  script: ["https://pagead2.googlesyndication.com", "https://*.googlesyndication.com", "https://*.adtrafficquality.google"],
  frame: ["https://googleads.g.doubleclick.net", "https://tpc.googlesyndication.com", "https://*.googlesyndication.com", "https://www.google.com"],
  connect: ["https://pagead2.googlesyndication.com", "https://*.googlesyndication.com", "https://*.adtrafficquality.google"],
  img: ["https://pagead2.googlesyndication.com", "https://*.googlesyndication.com", "https://*.g.doubleclick.net", "https://*.google.com"],
};

export type CspOptions = {
  nonce: string;
  /** next dev: React needs eval for its debugging aids, and styles are injected inline. */
  dev?: boolean;
  /** NEXT_PUBLIC_ADSENSE_CLIENT is set: allow Google's ad script, its frames and beacons. */
  ads?: boolean;
  /** Served over https: upgrade any stray http sub-resource. */
  https?: boolean;
};

export function contentSecurityPolicy({ nonce, dev = false, ads = false, https = false }: CspOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...SHELL_SCRIPT_HASHES, ...PAYPAL, ...(ads ? ADSENSE.script : []), ...(dev ? ["'unsafe-eval'"] : [])],
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

/** 128 random bits, base64: a fresh nonce per response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** The policy for responses that are not pages (route handlers, files): nothing may load. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
