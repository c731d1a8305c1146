// Where a route's first-load bytes come from: each chunk's sourcemap tells which source every minified
// byte was built from; each chunk's gzip size is then shared out in proportion to those raw bytes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

/** Groups shown in the report, first match wins; anything else counts as 'other'. */
const GROUPS: [name: string, pattern: RegExp][] = [
  ['React (react, react-dom, scheduler)', /node_modules\/(?:react|react-dom|scheduler)\//],
  ['React Router', /node_modules\/react-router\//],
  ['styled-components (stylis)', /node_modules\/(?:styled-components|stylis|@emotion)\//],
  ['validation (valibot)', /node_modules\/valibot\//],
  ['SWR', /node_modules\/(?:swr|dequal|use-sync-external-store)\//],
  ['French catalogue (ui/src/i18n)', /packages\/ui\/src\/i18n\//],
  ['design system (ui, other code)', /packages\/ui\/src\//],
  ['api-client', /packages\/api-client\/src\//],
  ['app (apps/prospect)', /apps\/prospect\/src\//],
];

export interface CompositionRow {
  group: string;
  raw: number;
  /** This group's share of the chunks' gzip sizes. */
  gzip: number;
}

const groupOf = (source: string) => GROUPS.find(([, pattern]) => pattern.test(source))?.[0] ?? 'other';

/** Raw bytes per group in one minified chunk, from its sourcemap. */
function rawBytesByGroup(code: string, mapFile: string): Map<string, number> {
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as {
    sources: string[];
    sourceRoot?: string;
    mappings: string;
  };
  // Sources are relative to the map's folder, which says nothing of the package when the build sits
  // inside the app: resolve them first.
  const base = path.resolve(path.dirname(mapFile), map.sourceRoot ?? '');
  const groups = map.sources.map((source) => groupOf(path.resolve(base, source)));
  const lines = code.split('\n');
  const bytes = new Map<string, number>();
  decode(map.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    segments.forEach((segment, index) => {
      const [column, sourceIndex] = segment;
      const end = segments[index + 1]?.[0] ?? line.length;
      const group = sourceIndex === undefined ? 'other' : (groups[sourceIndex] ?? 'other');
      bytes.set(group, (bytes.get(group) ?? 0) + (end - column));
    });
  });
  return bytes;
}

/** The first-load JavaScript `files` (relative to `distDir`) broken down by library and package. */
export function firstLoadComposition(distDir: string, files: readonly string[]): CompositionRow[] {
  const rows = new Map<string, CompositionRow>();
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(path.join(distDir, file), 'utf8');
    const gzip = gzipSync(code, { level: 9 }).length;
    const mapFile = path.join(distDir, `${file}.map`);
    // A chunk the bundler wrote without a map (the entry that only imports the shell's chunk) is glue.
    const byGroup = existsSync(mapFile) ? rawBytesByGroup(code, mapFile) : new Map([['other', code.length]]);
    const mapped = [...byGroup.values()].reduce((sum, value) => sum + value, 0) || 1;
    for (const [group, raw] of byGroup) {
      const row = rows.get(group) ?? { group, raw: 0, gzip: 0 };
      row.raw += raw;
      row.gzip += (gzip * raw) / mapped;
      rows.set(group, row);
    }
  }
  return [...rows.values()]
    .map((row) => ({ ...row, gzip: Math.round(row.gzip) }))
    .sort((a, b) => b.gzip - a.gzip);
}
