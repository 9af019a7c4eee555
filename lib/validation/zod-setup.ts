import { config } from "zod/mini";
import en from "zod/v4/locales/en.js";

/**
 * Imported by every schema module that the browser loads. Those schemas are written with
 * `zod/mini`, whose functions tree-shake to what a form uses (full zod ships all of itself, ~30
 * KiB gzip, to any page that imports it); the server parses the same schemas.
 *
 * - English messages: full zod loads them when imported, zod/mini does not; set here, a check
 *   without its own message says the same thing in the browser as on the server.
 * - jitless: the CSP allows no eval, and full zod probes for it (`Function("")`) the first time an
 *   object schema is built or parsed, which the browser reports as a violation. No schema here
 *   needs it, but a page may still bundle a full-zod schema (the support and notification forms).
 */
config({ ...en(), jitless: true });
