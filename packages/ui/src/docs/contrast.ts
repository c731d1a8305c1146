/** WCAG 2.2 thresholds: body text, then large text and the edges of controls, icons and focus rings. */
export const TEXT_MINIMUM = 4.5;
export const NON_TEXT_MINIMUM = 3;

/** `#rrggbb` to its three 0–255 channels; the palette of tokens.ts writes opaque colours this way. */
function channels(hex: string): [number, number, number] {
  const match = hex.match(/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i);
  if (!match) throw new Error(`Not an opaque #rrggbb colour: ${hex}`);
  return [
    Number.parseInt(match[1] as string, 16),
    Number.parseInt(match[2] as string, 16),
    Number.parseInt(match[3] as string, 16),
  ];
}

/** Relative luminance as WCAG defines it (sRGB channels linearised, weighted for the eye). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (same) to 21 (black on white), whichever is lighter. */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The ratio as the French pages print it (decimal comma), truncated rather than rounded: 4.499 must not
 * read as 4,50 and pass in print what fails in fact.
 */
export const formatRatio = (ratio: number) =>
  `${(Math.floor(ratio * 100) / 100).toFixed(2).replace('.', ',')}:1`;
