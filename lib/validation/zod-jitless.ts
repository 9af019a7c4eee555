import { config } from "zod/v4/core";

/**
 * The CSP allows no eval, and full zod probes for it (`Function("")`) the first time an object
 * schema is built, which the browser reports as a violation. Imported before any form's schema
 * module (components/forms/use-action-form.ts): zod's core settings alone, not its messages
 * (lib/validation/zod-setup.ts), so a form's page does not load zod before the form is checked.
 */
config({ jitless: true });
