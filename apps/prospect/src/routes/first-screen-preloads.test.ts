import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type BuiltChunk,
  DEMO_START,
  FIRST_SCREENS,
  firstScreenFiles,
  firstScreenScript,
} from './first-screen-preloads';

const router = readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');
const screenFor = (pathname: string) => FIRST_SCREENS.find(({ pattern }) => pattern.test(pathname));

describe('the first screens’ table', () => {
  it.each([
    ['/auth', '/auth', 'screens/auth/AuthRoute'],
    ['/dashboard', '/dashboard', 'screens/dashboard/DashboardRoute'],
    ['/zones', '/zones', 'screens/zones/ZonesRoute'],
    ['/zones/12', '/zones/:zoneId', 'screens/zone-detail/ZoneDetailRoute'],
    ['/sectors/7', '/sectors/:sectorId', 'screens/sector/SectorRoute'],
  ])('opens %s (the router’s %s) on the module the router loads for it', (pathname, route, screen) => {
    expect(screenFor(pathname)?.modules).toContain(`apps/prospect/src/${screen}.tsx`);
    expect(router).toMatch(
      new RegExp(`path: '${route}',\\s+lazy: \\w+\\(\\(\\) => import\\('\\.\\./${screen}'\\)`),
    );
  });

  it('lists only modules the router loads, and the map’s parts its map pages preload', () => {
    const appModules = FIRST_SCREENS.flatMap(({ modules }) => modules)
      .filter((module) => module.startsWith('apps/prospect/src/') && module !== DEMO_START)
      .map((module) => module.replace(/^apps\/prospect\/src\//, '../').replace(/\.tsx?$/, ''));
    for (const module of new Set(appModules)) expect(router).toContain(`import('${module}')`);
  });

  it.each(['/zones/12/sectors', '/sectors/7/streets/3', '/calendrier', '/', '/dashboards'])(
    'asks nothing ahead for %s',
    (pathname) => {
      expect(screenFor(pathname)).toBeUndefined();
    },
  );
});

const ROOT = '/repo';
const chunk = (fileName: string, more: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  imports: [],
  css: [],
  ...more,
});

describe('the files a first screen asks for', () => {
  const bundle = [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'], css: ['assets/app.css'] }),
    chunk('assets/react.js'),
    chunk('assets/Screen.js', {
      facadeModuleId: `${ROOT}/src/Screen.tsx`,
      imports: ['assets/react.js', 'assets/map.js'],
    }),
    chunk('assets/map.js', { imports: ['assets/leaflet.js'], css: ['assets/map.css', 'assets/app.css'] }),
    chunk('assets/leaflet.js'),
    chunk('assets/shared.js', { moduleIds: [`${ROOT}/src/Other.tsx`, `${ROOT}/src/Shared.tsx`] }),
  ];

  it('are its chunks, their imports and their styles, less what the entry loads', () => {
    const [screen] = firstScreenFiles([{ pattern: /^\/a$/, modules: ['src/Screen.tsx'] }], bundle, ROOT);
    expect(screen?.files).toEqual([
      'assets/Screen.js',
      'assets/map.js',
      'assets/map.css',
      'assets/leaflet.js',
    ]);
  });

  it('finds a module that shares its chunk with another', () => {
    const [screen] = firstScreenFiles([{ pattern: /^\/a$/, modules: ['src/Shared.tsx'] }], bundle, ROOT);
    expect(screen?.files).toEqual(['assets/shared.js']);
  });

  it('refuses a module the build lacks, except the demo’s start outside the demo', () => {
    expect(() => firstScreenFiles([{ pattern: /^\/a$/, modules: ['src/Gone.tsx'] }], bundle, ROOT)).toThrow(
      'src/Gone.tsx',
    );
    expect(firstScreenFiles([{ pattern: /^\/a$/, modules: [DEMO_START] }], bundle, ROOT)).toEqual([
      { pattern: /^\/a$/, files: [] },
    ]);
  });
});

describe('the first-screen script', () => {
  /** Runs the script on `pathname` with a stand-in document; returns the links it added. */
  function run(pathname: string) {
    const added: Record<string, string>[] = [];
    const document = {
      createElement: () => ({}) as Record<string, string>,
      head: { appendChild: (link: Record<string, string>) => added.push(link) },
    };
    const source = firstScreenScript(
      [{ pattern: /^\/sectors\/[^/]+\/?$/i, files: ['assets/Sector.js', 'assets/map.css'] }],
      '/app/',
    );
    new Function('document', 'location', source)(document, { pathname });
    return added;
  }

  it('adds a modulepreload per script and the stylesheets, as Vite’s loader marks them', () => {
    expect(run('/sectors/7')).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/app/assets/Sector.js' },
      { rel: 'stylesheet', crossOrigin: '', href: '/app/assets/map.css' },
    ]);
  });

  it('adds nothing on another page', () => {
    expect(run('/calendrier')).toEqual([]);
  });
});
