/**
 * What a form needs once someone starts using it, fetched then (components/forms/lazy-form.ts) and
 * not with the page: react-hook-form's form control and zod's resolver (with zod's browser
 * settings, components/forms/zod-resolver.ts).
 */
export { createFormControl } from "react-hook-form";
export { zodResolver } from "./zod-resolver";
