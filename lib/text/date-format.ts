/**
 * A date formatter made once, on first use, instead of on every call: `toLocaleDateString` builds
 * a new Intl.DateTimeFormat each time, which costs more than the rest of a DreamLog card's render.
 * `format(d)` writes what `d.toLocaleDateString(locale, options)` writes.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let formatter: Intl.DateTimeFormat | null = null;
  return (date) => (formatter ??= new Intl.DateTimeFormat(locale, options)).format(date);
}
