/** Spec §5: the street count is an integer of at least 0; anything not a number counts as 0. */
export function parseStreetCount(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}
