/** The generated font file, beside interface-font.css (packages/ui/scripts/instance-interface-font.ts). */
export const INTERFACE_FONT_FILE = 'inter-latin-400-700.woff2';

/** The weights the theme sets text in (tokens' fontWeights); the file holds the axis between them. */
export const INTERFACE_FONT_WEIGHTS = { min: 400, max: 700 } as const;

/**
 * Code points the file covers: the Latin range Fontsource's own Latin file declares, so user text
 * (street names, notes) is drawn in Inter wherever it was before. Kept in step with
 * interface-font.css's unicode-range by a test.
 */
export const LATIN_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** Every character of LATIN_RANGES, control characters left out (a font has no glyph for them). */
export function latinCharacters(): string {
  let text = '';
  for (const [first, last] of LATIN_RANGES)
    for (let code = Math.max(first, 0x20); code <= last; code++) text += String.fromCodePoint(code);
  return text;
}

/** LATIN_RANGES as CSS writes a unicode-range. */
export function latinUnicodeRange(): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  return LATIN_RANGES.map(([first, last]) =>
    first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
  ).join(', ');
}
