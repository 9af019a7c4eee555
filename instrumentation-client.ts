import { z } from "zod";

/**
 * Runs in the browser before the app. The CSP allows no eval (lib/security/csp.ts); zod 4 would
 * otherwise probe for it with `Function("")` on its first object parse, which the browser blocks
 * and reports as a CSP violation. jitless is zod's documented switch for such environments.
 */
z.config({ jitless: true });
