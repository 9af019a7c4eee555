/** The first word of a full name ("Ada  Lovelace" → "Ada"); undefined when there is none. */
export function firstName(fullName: string | null | undefined): string | undefined {
  return fullName?.trim().split(/\s+/)[0] || undefined;
}
