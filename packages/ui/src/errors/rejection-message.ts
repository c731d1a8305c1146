/**
 * A rejected callback's French message, or `fallback` when it has none. Screens take callbacks that
 * reject with an Error whose message is the text to show (the app maps server answers with
 * `errorMessage`); anything else, or an empty message, reads as the situation's fallback.
 */
export function rejectionMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
