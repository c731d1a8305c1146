/**
 * Stands in for `date-fns` 2 where the mock's model library imports it, in the demo build only. That
 * library requires the package whole (CommonJS, so nothing is shaken off) for `compareAsc` alone, its
 * date filters' comparison: about a quarter of the demo backend's chunk. The app's own `date-fns` (a
 * later major, imported by name) is untouched.
 */
export function compareAsc(left: unknown, right: unknown): number {
  const difference = timeOf(left) - timeOf(right);
  // NaN (an invalid date on either side) stays NaN, as in date-fns.
  return difference < 0 ? -1 : difference > 0 ? 1 : difference;
}

/** date-fns 2 takes a Date or a timestamp; anything else is an invalid date. */
function timeOf(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  return typeof value === 'number' ? value : Number.NaN;
}
