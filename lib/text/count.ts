/**
 * A whole number with thousands separators, as `n.toLocaleString("en-US")` writes it ("8,000").
 * Forms use this on their first render: the browser's first toLocaleString loads its locale
 * data, a long task on a slow phone while the page hydrates.
 */
export function formatCount(n: number): string {
  const digits = String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return n < 0 ? `-${digits}` : digits;
}
