import { describe, expect, it } from "vitest";
import { readField, restoreField, snapshotField, valueAt, writeField, type FieldElement } from "@/components/forms/field-dom";

/** Stand-ins for the elements (the unit tests run without a DOM): what the helpers read and write. */
const input = (type: string, props: Partial<{ value: string; checked: boolean }> = {}) =>
  ({ type, value: "", checked: false, ...props }) as unknown as HTMLInputElement;
const textInput = (value = "") => {
  const el = { type: "text", value, selectionStart: value.length, selectionEnd: value.length } as unknown as HTMLInputElement & {
    setSelectionRange: (a: number, b: number) => void;
  };
  el.setSelectionRange = (a, b) => Object.assign(el, { selectionStart: a, selectionEnd: b });
  return el;
};

/** Issue 16: a form before react-hook-form is loaded shows and reads its fields as react-hook-form would. */
describe("a form's fields before react-hook-form", () => {
  it("reads text, a single checkbox, a checkbox group and radio buttons", () => {
    expect(readField([input("email", { value: "a@b.c" })])).toBe("a@b.c");
    expect(readField([input("checkbox", { checked: true })])).toBe(true);
    expect(readField([input("checkbox", { value: "lucid", checked: true }), input("checkbox", { value: "nightmare" })])).toEqual(["lucid"]);
    expect(readField([input("radio", { value: "weekly" }), input("radio", { value: "monthly", checked: true })])).toBe("monthly");
    expect(readField([input("radio", { value: "weekly" })])).toBeNull();
    expect(readField([])).toBeUndefined();
  });

  it("writes a default the way react-hook-form fills a field it registers", () => {
    const text = input("text");
    writeField(text, "Ada");
    expect(text.value).toBe("Ada");
    writeField(text, undefined);
    expect(text.value).toBe("");
    const box = input("checkbox", { value: "lucid" });
    writeField(box, ["lucid", "recurring"]);
    expect(box.checked).toBe(true);
    writeField(box, false);
    expect(box.checked).toBe(false);
    const radio = input("radio", { value: "7" });
    writeField(radio, 7);
    expect(radio.checked).toBe(true);
  });

  it("puts back what was typed, with the caret, after react-hook-form filled the field with its default", () => {
    const el = textInput("I was flying");
    el.setSelectionRange(2, 2);
    const snapshot = snapshotField(el as FieldElement);
    writeField(el as FieldElement, "");
    restoreField(snapshot);
    expect(el.value).toBe("I was flying");
    expect([el.selectionStart, el.selectionEnd]).toEqual([2, 2]);
  });

  it("finds a value by its path", () => {
    expect(valueAt({ name: "Ada", address: { city: "Paris" } }, "address.city")).toBe("Paris");
    expect(valueAt({ name: "Ada" }, "address.city")).toBeUndefined();
  });
});
