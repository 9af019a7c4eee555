import { z } from "zod";
import { zodResolver } from "@hookform/resolvers/zod";

/**
 * The forms' resolver, with zod in jitless mode: the CSP allows no eval, and zod 4 would probe
 * for it with `Function("")` on its first object parse, which the browser reports as a violation.
 * Set here rather than globally so pages without a form do not download zod at all.
 */
z.config({ jitless: true });

export { zodResolver };
