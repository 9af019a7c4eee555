import type {
  DefaultValues,
  FieldErrors,
  FieldValues,
  Path,
  PathValue,
  ReadFormState,
  RegisterOptions,
  Resolver,
  UseFormGetValues,
  UseFormHandleSubmit,
  UseFormRegister,
  UseFormRegisterReturn,
  UseFormReset,
  UseFormReturn,
  UseFormSetError,
  UseFormSetValue,
} from "react-hook-form";
import type * as z from "zod/mini";
import { readField, restoreField, snapshotField, valueAt, writeField, type FieldElement, type FieldSnapshot } from "./field-dom";

/** A form's schema, fetched when it is first needed: `() => import("@/lib/auth/schemas").then((m) => m.signInSchema)`. */
export type SchemaLoader<S> = () => Promise<S>;

type AnySchema = z.core.$ZodType<FieldValues, FieldValues>;
type Methods<S extends AnySchema> = Omit<UseFormReturn<z.input<S>, unknown, z.output<S>>, "formState">;

/** The part of react-hook-form's form state the forms read. */
export type LazyFormState<V extends FieldValues> = {
  errors: FieldErrors<V>;
  isSubmitting: boolean;
  isDirty: boolean;
  isSubmitted: boolean;
};

/** What a form component gets: react-hook-form's own methods, whether or not it has been loaded yet. */
export type LazyFormApi<S extends AnySchema> = {
  register: UseFormRegister<z.input<S>>;
  handleSubmit: UseFormHandleSubmit<z.input<S>, z.output<S>>;
  watch: <N extends Path<z.input<S>>>(name: N) => PathValue<z.input<S>, N>;
  setValue: UseFormSetValue<z.input<S>>;
  getValues: UseFormGetValues<z.input<S>>;
  reset: UseFormReset<z.input<S>>;
  setError: UseFormSetError<z.input<S>>;
  formState: LazyFormState<z.input<S>>;
};

const NOT_LOADED = { errors: {}, isSubmitting: false, isSubmitted: false };

/**
 * A react-hook-form form whose library (≈ 12 KiB gzip) and checks (zod's resolver and the schema)
 * are not part of loading the page: until `load()` (the first input on the page, or a submit)
 * brings them, the fields are plain uncontrolled elements that this class fills with their
 * default values and reads; then react-hook-form's form control takes them over with what was
 * typed (the caret kept), and every method is its own. A component keeps the same hooks
 * throughout (react-hook-form's `useForm` could not be added to a component later), so nothing in
 * the page is re-mounted. Used through `useLazyForm` (./use-lazy-form.ts).
 */
export class LazyForm<S extends AnySchema> {
  /** react-hook-form, once its fields are registered (after `commit`). */
  private methods: Methods<S> | null = null;
  /** react-hook-form, loaded, its fields not yet registered: the next render registers them. */
  private next: Methods<S> | null = null;
  private loading: Promise<void> | null = null;
  private handedOver: Promise<Methods<S>>;
  private resolveHandedOver!: (methods: Methods<S>) => void;
  private unsubscribe: (() => void) | null = null;
  private state: LazyFormState<z.input<S>> = { ...NOT_LOADED, isDirty: false };
  private submitWaiting = false;
  // Before react-hook-form: the elements of each field, the fields typed in, values set by code.
  private readonly elements = new Map<string, Set<FieldElement>>();
  private readonly filled = new WeakSet<FieldElement>();
  private readonly changed = new Set<string>();
  private readonly preset = new Map<string, { value: unknown; options?: Parameters<UseFormSetValue<FieldValues>>[2] }>();
  private readonly options = new Map<string, RegisterOptions<FieldValues>>();
  private readonly watched = new Set<string>();
  /** What was typed, taken as the handing-over render detaches the plain bindings (see `register`). */
  private readonly snapshots = new Map<string, FieldSnapshot[]>();

  constructor(
    private readonly schema: SchemaLoader<S>,
    private defaults: DefaultValues<z.input<S>>,
    /** Re-renders the form's component (the hook's dispatch). */
    private readonly rerender: () => void,
  ) {
    this.handedOver = new Promise((resolve) => (this.resolveHandedOver = resolve));
  }

  /** Fetches react-hook-form, zod's resolver and the schema (once; a failed fetch is tried again next time). */
  load = (): Promise<void> => {
    this.loading ??= Promise.all([import("./form-engine"), this.schema()]).then(
      ([engine, schema]) => {
        const resolver = engine.zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
        const methods = engine.createFormControl<z.input<S>, unknown, z.output<S>>({ defaultValues: this.defaults, resolver });
        for (const [name, { value, options }] of this.preset) methods.setValue(name as Path<z.input<S>>, value as never, options);
        this.next = methods;
        this.rerender();
      },
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  };

  /** `load()` for events: a failed fetch is tried again by the next input or submit. */
  preload = () => void this.load().catch(() => {});

  /** After each render's commit (the elements' refs attached): hands the fields to react-hook-form once it waits. */
  commit() {
    const methods = this.next;
    if (!methods) return;
    this.next = null;
    this.methods = methods;
    this.connect();
    for (const [name, snapshots] of this.snapshots) {
      snapshots.forEach(restoreField);
      // react-hook-form reads the element itself (checkboxes, numbers), as for a typed change.
      const el = snapshots[0]?.el;
      if (el) void methods.register(name as Path<z.input<S>>, this.options.get(name) as never).onChange({ target: el, type: "change" });
    }
    this.snapshots.clear();
    this.resolveHandedOver(methods);
    this.rerender();
  }

  /** Follows react-hook-form's state (re-rendering the form's component); `disconnect` on unmount. */
  connect() {
    if (!this.methods || this.unsubscribe) return;
    this.unsubscribe = this.methods.subscribe({
      // isSubmitting is not among the typed keys, but react-hook-form announces it alone and checks it like them.
      formState: {
        errors: true,
        isSubmitting: true,
        isDirty: true,
        isSubmitted: true,
        values: this.watched.size > 0,
      } as Partial<ReadFormState>,
      callback: (state) => {
        this.state = { ...this.state, ...pickState(state) };
        this.rerender();
      },
    });
  }

  disconnect() {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  get formState(): LazyFormState<z.input<S>> {
    return this.methods ? this.state : { ...NOT_LOADED, isDirty: this.changed.size > 0 };
  }

  register = ((name: string, options?: RegisterOptions<FieldValues>) => {
    if (options) this.options.set(name, options);
    const methods = this.methods ?? this.next;
    if (methods) return methods.register(name as Path<z.input<S>>, options as never);
    return {
      name,
      onChange: async (event: { target: unknown; type: string }) => {
        this.changed.add(name);
        this.preset.delete(name);
        await options?.onChange?.(event);
        if (this.watched.has(name)) this.rerender();
        this.preload();
      },
      onBlur: async (event: { target: unknown; type: string }) => {
        await options?.onBlur?.(event);
      },
      // React 19 calls the returned cleanup when the element goes, or when the next render binds
      // it to react-hook-form: then, before react-hook-form's own ref fills the element with its
      // value (in the same commit, so no keystroke can come in between), what was typed is kept.
      ref: (el: FieldElement | null) => {
        if (!el) return;
        this.attach(name, el);
        return () => {
          this.elements.get(name)?.delete(el);
          if (this.next && this.changed.has(name)) this.snapshots.set(name, [...(this.snapshots.get(name) ?? []), snapshotField(el)]);
        };
      },
    } as UseFormRegisterReturn;
  }) as UseFormRegister<z.input<S>>;

  handleSubmit = ((onValid, onInvalid) => async (event?: { preventDefault?: () => void }) => {
    if (this.methods) return this.methods.handleSubmit(onValid, onInvalid)(event as never);
    event?.preventDefault?.();
    // One submit waits for react-hook-form; a second click meanwhile is the same submit.
    if (this.submitWaiting) return;
    this.submitWaiting = true;
    try {
      await this.load();
      return await (await this.handedOver).handleSubmit(onValid, onInvalid)();
    } finally {
      this.submitWaiting = false;
    }
  }) as UseFormHandleSubmit<z.input<S>, z.output<S>>;

  watch = ((name: string) => {
    this.watched.add(name);
    return this.methods ? this.methods.watch(name as Path<z.input<S>>) : this.read(name);
  }) as LazyFormApi<S>["watch"];

  getValues = ((name?: string | string[]) => {
    if (this.methods) return this.methods.getValues(name as never);
    if (typeof name === "string") return this.read(name);
    if (Array.isArray(name)) return name.map((n) => this.read(n));
    const values: Record<string, unknown> = { ...(this.defaults as Record<string, unknown>) };
    for (const n of [...this.preset.keys(), ...this.changed]) values[n] = this.read(n);
    return values;
  }) as UseFormGetValues<z.input<S>>;

  setValue: UseFormSetValue<z.input<S>> = (name, value, options) => {
    if (this.methods) return this.methods.setValue(name, value, options);
    // Loaded but not yet handed over: react-hook-form gets the value, and so do the plain elements
    // it is about to take over — else the hand-over would put back what was typed before (a
    // dictated phrase arriving in that moment was lost).
    this.next?.setValue(name, value, options);
    this.preset.set(name, { value, options });
    this.changed.delete(name);
    for (const el of this.elements.get(name) ?? []) writeField(el, value);
    if (this.watched.has(name)) this.rerender();
  };

  reset: UseFormReset<z.input<S>> = (values, options) => {
    if (this.methods) return this.methods.reset(values, options);
    // (as with setValue: a react-hook-form about to take over resets too)
    this.next?.reset(values, options);
    if (values && typeof values !== "function") this.defaults = values as DefaultValues<z.input<S>>;
    this.preset.clear();
    this.changed.clear();
    for (const [name, els] of this.elements) for (const el of els) writeField(el, this.initial(name));
    this.rerender();
  };

  setError: UseFormSetError<z.input<S>> = (name, error, options) => {
    if (this.methods) return this.methods.setError(name, error, options);
    void this.handedOver.then((methods) => methods.setError(name, error, options));
  };

  /** What a field shows before anyone types in it: a value set by code, else its default. */
  private initial(name: string): unknown {
    const preset = this.preset.get(name);
    return preset ? preset.value : valueAt(this.defaults, name);
  }

  private read(name: string): unknown {
    const els = [...(this.elements.get(name) ?? [])];
    return this.changed.has(name) && els.length ? readField(els) : this.initial(name);
  }

  private attach(name: string, el: FieldElement) {
    let els = this.elements.get(name);
    if (!els) this.elements.set(name, (els = new Set()));
    els.add(el);
    // Filled once, as react-hook-form fills a field when it first registers it; after that it holds what is typed.
    if (this.filled.has(el)) return;
    this.filled.add(el);
    writeField(el, this.initial(name));
  }
}

function pickState<V extends FieldValues>(state: Partial<LazyFormState<V>>): Partial<LazyFormState<V>> {
  const picked: Partial<LazyFormState<V>> = {};
  if (state.errors !== undefined) picked.errors = state.errors;
  if (state.isSubmitting !== undefined) picked.isSubmitting = state.isSubmitting;
  if (state.isDirty !== undefined) picked.isDirty = state.isDirty;
  if (state.isSubmitted !== undefined) picked.isSubmitted = state.isSubmitted;
  return picked;
}
