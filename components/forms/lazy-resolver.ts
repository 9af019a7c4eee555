import type { FieldValues, Resolver } from "react-hook-form";
import type * as z from "zod/mini";

/** A form's schema, fetched when it is first needed: `() => import("@/lib/auth/schemas").then((m) => m.signInSchema)`. */
export type SchemaLoader<S> = () => Promise<S>;

/**
 * A resolver for a schema that is not part of loading the page: the schema's module, zod and the
 * zod resolver are fetched by `preload` (the form calls it at the first input on the page) or by the first
 * check, whichever comes first. A failed fetch (offline) is tried again at the next check.
 */
export function lazyResolver<S extends z.core.$ZodType<FieldValues, FieldValues>>(load: SchemaLoader<S>) {
  type Checks = Resolver<z.input<S>, unknown, z.output<S>>;
  let ready: Promise<Checks> | null = null;
  const preload = () => {
    ready ??= Promise.all([load(), import("./zod-resolver")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Checks,
      (error: unknown) => {
        ready = null;
        throw error;
      },
    );
    return ready;
  };
  const resolver: Checks = async (values, context, options) => (await preload())(values, context, options);
  return { resolver, preload };
}
