/**
 * A form's fields in the page before react-hook-form is loaded (components/forms/lazy-form.ts):
 * what they hold and how a value is put in them, the way react-hook-form does it for the kinds of
 * fields the forms use (text-like inputs, text areas, selects, checkboxes, radio buttons).
 */
export type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const checkable = (el: FieldElement): el is HTMLInputElement => el.type === "checkbox" || el.type === "radio";

/** The value of the field a name is bound to: a checkbox's state (a group's checked values), the chosen radio, or the text. */
export function readField(elements: readonly FieldElement[]): unknown {
  const [first] = elements;
  if (!first) return undefined;
  const boxes = elements.filter(checkable);
  if (first.type === "checkbox") return boxes.length > 1 ? boxes.filter((b) => b.checked).map((b) => b.value) : boxes[0]!.checked;
  if (first.type === "radio") return boxes.find((r) => r.checked)?.value ?? null;
  return first.value;
}

/** Shows a value in one element, as react-hook-form does when it registers the field. */
export function writeField(el: FieldElement, value: unknown) {
  if (el.type === "checkbox") (el as HTMLInputElement).checked = Array.isArray(value) ? value.includes(el.value) : Boolean(value);
  else if (el.type === "radio") (el as HTMLInputElement).checked = value != null && String(value) === el.value;
  else if (el.type !== "file") el.value = value == null ? "" : String(value);
}

export type FieldSnapshot = { el: FieldElement; value: string; checked: boolean; selection: [number, number] | null };

/** What the person put in an element, with the caret, to be put back after react-hook-form registers it. */
export function snapshotField(el: FieldElement): FieldSnapshot {
  let selection: [number, number] | null = null;
  if ("selectionStart" in el) {
    try {
      if (el.selectionStart !== null && el.selectionEnd !== null) selection = [el.selectionStart, el.selectionEnd];
    } catch {
      // Inputs without a text selection (e-mail in some browsers) throw.
    }
  }
  return { el, value: el.value, checked: checkable(el) && el.checked, selection };
}

export function restoreField({ el, value, checked, selection }: FieldSnapshot) {
  if (checkable(el)) {
    el.checked = checked;
    return;
  }
  if (el.value !== value) el.value = value;
  if (selection && "setSelectionRange" in el) {
    try {
      el.setSelectionRange(selection[0], selection[1]);
    } catch {
      // Inputs without a text selection throw.
    }
  }
}

/** A value out of a form's values by its path ("name", "address.city"). */
export function valueAt(values: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((v, key) => (v == null ? undefined : (v as Record<string, unknown>)[key]), values);
}
