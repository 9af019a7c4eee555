import "./zod-jitless";
import { config } from "zod/mini";
import en from "zod/v4/locales/en.js";

/**
 * Imported by every schema module that the browser loads. Those schemas are written with
 * `zod/mini`, whose functions tree-shake to what a form uses (full zod ships all of itself, ~30
 * KiB gzip, to any page that imports it); the server parses the same schemas.
 *
 * - English messages: full zod loads them when imported, zod/mini does not; set here, a check
 *   without its own message says the same thing in the browser as on the server.
 * - jitless (lib/validation/zod-jitless.ts, which forms load first): full zod probes for eval
 *   when an object schema is built, and the CSP allows none.
 */
config(en());
