import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { LazyForm } from "@/components/forms/lazy-form";

/** A text area stand-in (the unit tests run without a DOM). */
const textArea = () =>
  ({ type: "textarea", value: "", selectionStart: 0, selectionEnd: 0, setSelectionRange() {} }) as unknown as HTMLTextAreaElement;

describe("a lazy form's hand-over to react-hook-form", () => {
  it("keeps a value set by code between the library's arrival and the hand-over (a dictated phrase)", async () => {
    const schema = z.object({ text: z.string() });
    const form = new LazyForm(
      async () => schema,
      { text: "" },
      () => {},
    );
    const el = textArea();
    const bound = form.register("text");
    const detach = (bound.ref as (el: HTMLTextAreaElement) => (() => void) | void)(el);
    // the person types, which starts loading the library
    el.value = "Last night:";
    await bound.onChange({ target: el, type: "change" });
    await form.load();
    // dictation writes before the next render hands the field over
    form.setValue("text", "Last night: I was flying");
    expect(el.value).toBe("Last night: I was flying");
    if (typeof detach === "function") detach();
    form.commit();
    expect(form.getValues("text")).toBe("Last night: I was flying");
  });
});

describe("a lazy form's reset during the hand-over", () => {
  it("keeps a reset made between the library's arrival and the hand-over", async () => {
    const form = new LazyForm(
      async () => z.object({ text: z.string() }),
      { text: "" },
      () => {},
    );
    const el = textArea();
    const bound = form.register("text");
    const detach = (bound.ref as (el: HTMLTextAreaElement) => (() => void) | void)(el);
    el.value = "a dream kept for later";
    await bound.onChange({ target: el, type: "change" });
    await form.load();
    form.reset({ text: "" });
    if (typeof detach === "function") detach();
    form.commit();
    expect(form.getValues("text")).toBe("");
  });
});

describe("a lazy form's hand-over is no typing", () => {
  it("passes the field's own change handler an event with no browser event behind it", async () => {
    const seen: { nativeEvent?: unknown }[] = [];
    const onChange = (event: { nativeEvent?: unknown }) => void seen.push(event);
    const form = new LazyForm(
      async () => z.object({ text: z.string() }),
      { text: "" },
      () => {},
    );
    // (react-hook-form finds the field by the element's name, as in the page)
    const el = Object.assign(textArea(), { name: "text" });
    const bound = form.register("text", { onChange });
    const detach = (bound.ref as (el: HTMLTextAreaElement) => (() => void) | void)(el);
    // a typed change, as React gives it
    el.value = "Last night:";
    await bound.onChange({ target: el, type: "change", nativeEvent: {} } as never);
    await form.load();
    if (typeof detach === "function") detach();
    form.commit();
    for (let k = 0; k < 20 && seen.length < 2; k++) await new Promise((r) => setTimeout(r, 5));
    // (dictation stops for the first, which has a browser event, and goes on through the second)
    expect(seen.length).toBe(2);
    expect(seen[0].nativeEvent).toBeDefined();
    expect(seen[1].nativeEvent).toBeUndefined();
  });
});
