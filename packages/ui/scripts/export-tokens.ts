// Writes the theme's tokens for design tools: tokens/prospect.tokens.json (Design Tokens Community
// Group format, 2025.10) and tokens/prospect.css (CSS custom properties). Both are read from
// src/theme/tokens.ts, the file the theme itself is built from, so the three cannot disagree;
// src/theme/tokens-export.test.ts fails when the committed files are out of date.
//   node --experimental-strip-types scripts/export-tokens.ts   (or: pnpm --filter @prospect/ui export-tokens)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as tokens from '../src/theme/tokens.ts';

export const EXPORT_COMMAND = 'pnpm --filter @prospect/ui export-tokens';
export const tokenFilesDir = path.resolve(import.meta.dirname, '../tokens');

type Token = { $type: string; $value: unknown; $description?: string };
type Group = { [name: string]: Token | Group | string | undefined; $description?: string };

interface ColorValue {
  colorSpace: 'srgb';
  components: [number, number, number];
  alpha?: number;
  hex: string;
}

const hex2 = (channel: number) => channel.toString(16).padStart(2, '0');
/** Four decimals keep every 8-bit channel exact once a tool rounds it back. */
const unit = (channel: number) => Math.round((channel / 255) * 10_000) / 10_000;

/** `#rrggbb` or `rgba(r, g, b, a)`, the two spellings tokens.ts uses. */
export function parseColor(css: string): ColorValue {
  const hex = css.match(/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i);
  const rgba = css.match(/^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\s*\)$/);
  const channels = hex
    ? hex.slice(1, 4).map((part) => Number.parseInt(part, 16))
    : rgba?.slice(1, 4).map(Number);
  if (channels?.length !== 3) throw new Error(`Unsupported colour in tokens.ts: ${css}`);
  const [r, g, b] = channels as [number, number, number];
  const alpha = rgba?.[4] === undefined ? undefined : Number(rgba[4]);
  return {
    colorSpace: 'srgb',
    components: [unit(r), unit(g), unit(b)],
    ...(alpha === undefined ? {} : { alpha }),
    hex: `#${hex2(r)}${hex2(g)}${hex2(b)}`,
  };
}

function parseDimension(css: string | number) {
  const match = String(css).match(/^(-?[\d.]+)(px)?$/);
  if (!match) throw new Error(`Unsupported dimension in tokens.ts: ${css}`);
  return { value: Number(match[1]), unit: 'px' as const };
}

/** `0 1px 3px rgba(…)`: offset x, offset y, blur, then the colour (tokens.ts sets no spread). */
function parseShadow(css: string) {
  const match = css.match(/^(\S+)\s+(\S+)\s+(\S+)\s+(rgba?\(.+\)|#\w+)$/);
  if (!match) throw new Error(`Unsupported shadow in tokens.ts: ${css}`);
  const [, x, y, blur, color] = match as unknown as [string, string, string, string, string];
  return {
    color: parseColor(color),
    offsetX: parseDimension(x),
    offsetY: parseDimension(y),
    blur: parseDimension(blur),
    spread: parseDimension(0),
  };
}

const fontFamilyList = (css: string) => css.split(',').map((name) => name.trim().replace(/^'(.*)'$/, '$1'));

/** A group of tokens of one type from a flat record of tokens.ts, or nested records for palettes. */
function group(type: string, record: object, toValue: (css: string) => unknown): Group {
  return Object.fromEntries(
    Object.entries(record).map(([name, value]) => [
      name,
      typeof value === 'object' ? group(type, value, toValue) : { $type: type, $value: toValue(value) },
    ]),
  );
}

/** The token tree, named as the theme names it (theme.colors.brand → color.brand). */
export function designTokens(): Group {
  const asNumber = (value: string) => Number(value);
  return {
    $description:
      'Prospect design tokens, generated from packages/ui/src/theme/tokens.ts. Do not edit: change tokens.ts, then run `' +
      EXPORT_COMMAND +
      '`.',
    color: {
      ...group('color', tokens.colors, parseColor),
      sectorStatus: {
        $description: 'Sector status as the spec names it; always shown with its label.',
        ...group('color', tokens.sectorStatusColors, parseColor),
      },
      mapStatus: {
        $description: 'Zone polygons on the map; the legend names each status.',
        ...group('color', tokens.mapStatusColors, parseColor),
      },
      category: {
        $description: 'Favourite and calendar categories.',
        ...group('color', tokens.categoryColors, parseColor),
      },
    },
    space: group('dimension', tokens.space, parseDimension),
    radius: group('dimension', tokens.radii, parseDimension),
    fontFamily: group('fontFamily', tokens.fonts, fontFamilyList),
    fontSize: group('dimension', tokens.fontSizes, parseDimension),
    fontWeight: group('fontWeight', tokens.fontWeights, asNumber),
    lineHeight: group('number', tokens.lineHeights, asNumber),
    shadow: group('shadow', tokens.shadows, parseShadow),
    breakpoint: {
      $description:
        'desktop: below it the phone layout, at or above it the desktop layout. narrow: below it a phone zoomed in (reflow), where side-by-side parts stack.',
      ...group('dimension', tokens.breakpoints, parseDimension),
    },
    size: group('dimension', tokens.sizes, parseDimension),
    zIndex: group('number', tokens.zIndices, asNumber),
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A value as tokens.ts writes it, but for the units and quotes CSS and the repository's formatter want. */
const cssValue = (prefix: string, value: string | number) =>
  prefix === 'breakpoint' ? `${value}px` : String(value).replaceAll("'", '"');

/** CSS custom properties with the values of tokens.ts, for web tools and prototypes. */
export function cssCustomProperties(): string {
  const sources: [string, object][] = [
    ['color', tokens.colors],
    ['color-sector-status', tokens.sectorStatusColors],
    ['color-map-status', tokens.mapStatusColors],
    ['color-category', tokens.categoryColors],
    ['space', tokens.space],
    ['radius', tokens.radii],
    ['font-family', tokens.fonts],
    ['font-size', tokens.fontSizes],
    ['font-weight', tokens.fontWeights],
    ['line-height', tokens.lineHeights],
    ['shadow', tokens.shadows],
    ['breakpoint', tokens.breakpoints],
    ['size', tokens.sizes],
    ['z-index', tokens.zIndices],
  ];
  const lines = (prefix: string, record: object): string[] =>
    Object.entries(record).flatMap(([name, value]) =>
      typeof value === 'object'
        ? lines(`${prefix}-${kebab(name)}`, value)
        : [`  --prospect-${prefix}-${kebab(name)}: ${cssValue(prefix, value)};`],
    );
  return [
    '/* Prospect design tokens, generated from packages/ui/src/theme/tokens.ts.',
    ` * Do not edit: change tokens.ts, then run \`${EXPORT_COMMAND}\`. */`,
    ':root {',
    ...sources.flatMap(([prefix, record]) => lines(prefix, record)),
    '}',
    '',
  ].join('\n');
}

/** JSON as the repository's formatter (Biome) writes it: short lists of numbers or names on one line. */
const formatJson = (value: unknown) =>
  JSON.stringify(value, null, 2).replace(/\[\n\s+([^[\]{}]*?)\n\s+\]/g, (_, items: string) => {
    return `[${items.split(/,\n\s+/).join(', ')}]`;
  });

/** Every file the generator writes, by name, with the content it would write now. */
export function tokenFiles(): Record<string, string> {
  return {
    'prospect.tokens.json': `${formatJson(designTokens())}\n`,
    'prospect.css': cssCustomProperties(),
  };
}

if (import.meta.main) {
  for (const [name, content] of Object.entries(tokenFiles())) {
    writeFileSync(path.join(tokenFilesDir, name), content);
    console.info(`wrote ${path.relative(process.cwd(), path.join(tokenFilesDir, name))}`);
  }
}
