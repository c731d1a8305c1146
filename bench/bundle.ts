// What the production build ships where: which chunks hold Leaflet (and which routes load them), and
// whether anything of the mock backend (msw, @mswjs/data, the demo password) got in.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkKeyOf, type Manifest, readManifest } from './first-load.ts';

/** Libraries told apart in the chunks, by the paths their sourcemaps list. */
const LIBRARIES: Record<string, RegExp> = {
  leaflet: /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?leaflet\//,
  'react-leaflet': /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:react-leaflet|@react-leaflet)\//,
  supercluster: /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:supercluster|kdbush)\//,
  msw: /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:msw|@mswjs)\//,
  'mock-server': /packages\/mock-server\//,
};

export interface ChunkContent {
  file: string;
  gzip: number;
  libraries: string[];
}

function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? allFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** Every JavaScript file of a build (workers included) with the libraries its sourcemap names. */
export function chunkContents(distDir: string): ChunkContent[] {
  return allFiles(distDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      let sources: string[] = [];
      try {
        sources = (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources;
      } catch {
        // No sourcemap: the chunk counts as holding no known library.
      }
      const libraries = Object.entries(LIBRARIES)
        .filter(([, pattern]) => sources.some((source) => pattern.test(source)))
        .map(([name]) => name);
      return {
        file: path.relative(distDir, file),
        gzip: gzipSync(readFileSync(file), { level: 9 }).length,
        libraries,
      };
    });
}

/** The `{ … }` route object around `index` in router.tsx: from its opening brace to its closing one. */
function enclosingObject(source: string, index: number): [start: number, end: number] {
  let depth = 0;
  let start = index;
  while (start > 0) {
    start -= 1;
    if (source[start] === '}') depth += 1;
    else if (source[start] === '{' && depth-- === 0) break;
  }
  let end = start;
  depth = 0;
  for (; end < source.length; end += 1) {
    if (source[end] === '{') depth += 1;
    else if (source[end] === '}' && --depth === 0) break;
  }
  return [start, end];
}

/**
 * The app's routes and the lazy modules each one loads, read from router.tsx: the screen (`{ path: '…',
 * lazy: screen(() => import('../screens/…')) }`, or any other loader of router.tsx) after the lazy layouts around it
 * (`{ lazy: screen(() => import('../shell/…')), children: […] }`), so a new route shows up here
 * without editing the bench.
 */
export function routesFromRouter(appRoot: string): Record<string, string[]> {
  const source = readFileSync(path.join(appRoot, 'src/routes/router.tsx'), 'utf8');
  const layouts = [...source.matchAll(/lazy:\s*screen\(\(\)\s*=>\s*import\('\.\.\/(shell\/[^']+)'\)\)/g)].map(
    (match) => ({ module: `src/${match[1]}.tsx`, span: enclosingObject(source, match.index) }),
  );
  const routes: Record<string, string[]> = {};
  const pattern = /path:\s*'([^']+)',\s*lazy:\s*\w+\(\(\)\s*=>\s*import\('\.\.\/(screens\/[^']+)'\)\)/g;
  for (const match of source.matchAll(pattern)) {
    const [, route, module] = match;
    if (!route || !module || route === '*') continue;
    const around = layouts.filter(({ span: [start, end] }) => match.index > start && match.index < end);
    routes[displayRoute(route)] = [...around.map((layout) => layout.module), `src/${module}.tsx`];
  }
  return routes;
}

/** '/zones/:zoneId' as the spec and budgets.json write it: '/zones/{zoneId}'. */
export const displayRoute = (route: string) => route.replace(/:(\w+)/g, '{$1}');

function reach(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) reach(manifest, next, seen);
  return seen;
}

export interface LeafletPlacement {
  /** Chunks with Leaflet in them, and their weight. */
  chunks: ChunkContent[];
  /** Source modules that fetch a Leaflet chunk with import(): the only way in, when all is well. */
  loadedLazilyBy: string[];
  routes: { route: string; inFirstLoad: boolean }[];
  allowedOn: string[];
  /** Routes outside `allowedOn` whose first load holds Leaflet. */
  offenders: string[];
}

/** Leaflet must stay out of the first load of every route but the map routes budgets.json names. */
export function leafletPlacement(
  distDir: string,
  routes: Record<string, string[]>,
  allowedOn: string[],
): LeafletPlacement {
  const manifest = readManifest(distDir);
  const chunks = chunkContents(distDir);
  const leafletFiles = new Set(chunks.filter((c) => c.libraries.includes('leaflet')).map((c) => c.file));
  const leafletKeys = Object.keys(manifest).filter((key) => leafletFiles.has(manifest[key]?.file ?? ''));
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
  const placed = Object.entries(routes).map(([route, modules]) => {
    const firstLoad = new Set([
      ...reach(manifest, entry),
      ...modules.flatMap((module) => [...reach(manifest, chunkKeyOf(manifest, module) ?? module)]),
    ]);
    return { route, inFirstLoad: leafletKeys.some((key) => firstLoad.has(key)) };
  });
  const loadedLazilyBy = Object.entries(manifest)
    .filter(([, chunk]) => (chunk.dynamicImports ?? []).some((key) => leafletKeys.includes(key)))
    .map(([key, chunk]) =>
      (chunk.src ?? `${chunk.name ?? key} chunk (${chunk.file})`).replace(/^(\.\.\/)+/, ''),
    );
  return {
    chunks: chunks.filter((chunk) => leafletFiles.has(chunk.file)),
    loadedLazilyBy,
    routes: placed,
    allowedOn,
    offenders: placed.filter((r) => r.inFirstLoad && !allowedOn.includes(r.route)).map((r) => r.route),
  };
}

export interface MockServerCheck {
  /** Files holding a forbidden marker (budgets.json) or built from msw / the mock server. */
  offenders: string[];
  /** The same look at the demo build, to show the check finds msw where it is expected. */
  demoChunks?: ChunkContent[];
}

export function mockServerCheck(
  productionDist: string,
  forbidden: string[],
  demoDist?: string,
): MockServerCheck {
  const offenders = allFiles(productionDist)
    .filter((file) => !file.endsWith('.map'))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return forbidden.filter((marker) => text.includes(marker)).map((m) => `${path.basename(file)}: ${m}`);
    });
  for (const chunk of chunkContents(productionDist)) {
    for (const library of chunk.libraries.filter((l) => l === 'msw' || l === 'mock-server')) {
      offenders.push(`${chunk.file}: built from ${library}`);
    }
  }
  const demoChunks = demoDist
    ? chunkContents(demoDist).filter(
        (c) => c.libraries.includes('msw') || c.libraries.includes('mock-server'),
      )
    : undefined;
  return demoChunks ? { offenders, demoChunks } : { offenders };
}
