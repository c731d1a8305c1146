// Small helpers for figures: medians, rounding, sizes.

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export const round = (value: number, digits = 0) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export const ms = (value: number | null | undefined) =>
  value == null || Number.isNaN(value) ? '—' : `${Math.round(value).toLocaleString('en-GB')} ms`;

/** A measured part of the run, or why it could not be measured. */
export type Part<T> = { ok: true; value: T; ms: number } | { ok: false; error: string; ms: number };

/** Times a step and keeps its error instead of stopping the run: one failing part leaves the others. */
export async function attempt<T>(label: string, step: () => Promise<T>): Promise<Part<T>> {
  const started = performance.now();
  process.stdout.write(`› ${label}…\n`);
  try {
    const value = await step();
    return { ok: true, value, ms: Math.round(performance.now() - started) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stdout.write(`  ✗ ${label}: ${message}\n`);
    return { ok: false, error: message, ms: Math.round(performance.now() - started) };
  }
}
