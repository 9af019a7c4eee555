import "@/lib/validation/zod-setup";
import { zodResolver } from "@hookform/resolvers/zod";

/**
 * The forms' resolver, after zod's browser settings (lib/validation/zod-setup.ts: English
 * messages for zod/mini, jitless for the CSP). Set here rather than globally so pages without a
 * form do not download zod at all.
 */
export { zodResolver };
