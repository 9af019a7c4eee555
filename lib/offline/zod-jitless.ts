import { z } from "zod";

// Imported first by the browser-side offline modules: zod 4 probes for eval (Function("")) when an
// object schema is first built or parsed, and the CSP allows no eval. It must run before any module
// that builds a schema (components/forms/zod-resolver.ts does the same for the forms).
z.config({ jitless: true });
