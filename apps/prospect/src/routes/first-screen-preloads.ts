// The code of the screen a page opens on, asked for by a small script of index.html as the page starts
// (vite.config.ts, firstScreenPreloads), not once the app's own code has arrived and run: on a phone
// that is the difference between downloading the map's code beside React and downloading it after.
// router.tsx stays the routes' truth; first-screen-preloads.test.ts holds this table to it.

/** One first screen: the URLs it opens, and the modules the router loads for it. */
export interface FirstScreen {
  pattern: RegExp;
  modules: readonly string[];
}

const app = (file: string) => `apps/prospect/src/${file}`;
const SIGNED_IN = [app('shell/SignedInData.tsx'), app('shell/ProtectedLayout.tsx')];
/** The map's base (Leaflet, MapView, zone markers) and the territory layers, as routes preload them. */
const MAP_BASE = 'packages/ui/src/map/parts.ts';
const TERRITORY = 'packages/ui/src/map/territory-parts.ts';
/** The demo build's backend start, which answers the first reads (absent from production builds). */
export const DEMO_START = app('demo/start-demo-backend.ts');

/** The sign-in page and the map pages, whose largest paint waits for their code. */
export const FIRST_SCREENS: readonly FirstScreen[] = [
  { pattern: /^\/auth\/?$/i, modules: [app('screens/auth/AuthRoute.tsx')] },
  {
    pattern: /^\/dashboard\/?$/i,
    modules: [...SIGNED_IN, app('screens/dashboard/DashboardRoute.tsx'), MAP_BASE, DEMO_START],
  },
  {
    pattern: /^\/zones\/?$/i,
    modules: [...SIGNED_IN, app('screens/zones/ZonesRoute.tsx'), MAP_BASE, DEMO_START],
  },
  {
    pattern: /^\/zones\/[^/]+\/?$/i,
    modules: [...SIGNED_IN, app('screens/zone-detail/ZoneDetailRoute.tsx'), MAP_BASE, TERRITORY, DEMO_START],
  },
  {
    // The territory layers come once the map's tiles show (LazyTerritoryMap).
    pattern: /^\/sectors\/[^/]+\/?$/i,
    modules: [...SIGNED_IN, app('screens/sector/SectorRoute.tsx'), MAP_BASE, DEMO_START],
  },
];

/** What the build knows of a chunk (Rollup's output chunk, as far as needed here). */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** The modules it holds: a module two dynamic imports share has a chunk without a facade. */
  moduleIds: readonly string[];
  imports: readonly string[];
  /** The chunk's CSS files (Vite's viteMetadata.importedCss). */
  css: readonly string[];
}

/**
 * For each first screen, the files to ask for: its modules' chunks, their static imports and their
 * CSS, less what index.html already loads with the entry. A module missing from the build throws
 * (a renamed screen must not drop its preload silently), except the demo's start outside the demo.
 */
export function firstScreenFiles(
  screens: readonly FirstScreen[],
  chunks: readonly BuiltChunk[],
  root: string,
): { pattern: RegExp; files: string[] }[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: BuiltChunk, seen = new Set<string>()): Set<string> => {
    if (seen.has(start.fileName)) return seen;
    seen.add(start.fileName);
    for (const css of start.css) seen.add(css);
    for (const imported of start.imports) {
      const chunk = byFile.get(imported);
      if (chunk) closure(chunk, seen);
    }
    return seen;
  };
  const withEntry = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry, withEntry);
  const facade = (module: string) => {
    const id = `${root.replace(/\/$/, '')}/${module}`;
    return (
      chunks.find((chunk) => chunk.facadeModuleId === id) ??
      chunks.find((chunk) => chunk.moduleIds.includes(id))
    );
  };
  return screens.map(({ pattern, modules }) => {
    const files = new Set<string>();
    for (const module of modules) {
      const chunk = facade(module);
      if (!chunk) {
        if (module === DEMO_START) continue;
        throw new Error(`first-screen preloads: no chunk for ${module}`);
      }
      for (const file of closure(chunk)) if (!withEntry.has(file)) files.add(file);
    }
    return { pattern, files: [...files] };
  });
}

/**
 * The script itself: a classic one (it runs as soon as it arrives, before the entry's modules), which
 * adds a modulepreload per script and the stylesheets, each marked as Vite's loader marks them, so the
 * router's own requests find them already there.
 */
export function firstScreenScript(screens: { pattern: RegExp; files: string[] }[], base: string): string {
  const table = JSON.stringify(screens.map(({ pattern, files }) => [pattern.source, pattern.flags, files]));
  return `(()=>{const s=${table},b=${JSON.stringify(base)},p=location.pathname;const m=s.find(([r,f])=>new RegExp(r,f).test(p));if(!m)return;for(const f of m[2]){const l=document.createElement('link'),c=f.endsWith('.css');l.rel=c?'stylesheet':'modulepreload';l.crossOrigin='';l.href=b+f;document.head.appendChild(l)}})();\n`;
}
