import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { FIRST_SCREENS, firstScreenFiles, firstScreenScript } from './src/routes/first-screen-preloads.ts';
import { answerNavigation } from './src/shell/app-worker-navigations.ts';
import { APP_WORKER_SCRIPT } from './src/shell/app-worker-script.ts';
import { preparedZoneTiles } from './src/shell/app-worker-tiles.ts';

/** The meta description of index.html, reused by the web app manifest. */
const DESCRIPTION = 'Prospect : la prospection terrain des agences immobilières.';
const BRAND = '#1d4ed8';

/**
 * Map tiles already viewed, kept for offline use. At most this many: a phone screen with Leaflet's
 * buffer holds 25–40 tiles, so this is a zone seen at a few zoom levels. Tiles from another origin
 * (OpenStreetMap by default, fetched by Leaflet in no-cors mode) are opaque, and Chromium counts each
 * as ~7 MB of quota whatever its real ~20 KB: 150 of them count ~1 GB, a few per cent of what Chrome
 * grants an origin (60 % of the disk) but enough to matter on a nearly full phone, where the app's
 * own offline data must win. So no more, and the whole tile cache goes on the first quota error.
 */
const TILE_CACHE_ENTRIES = 150;
/**
 * A few weeks: how long an agent works the same zones; streets rarely change faster. Workbox reads the
 * age from the Date header, which opaque tiles hide: those expire after this long without being viewed.
 */
const TILE_CACHE_DAYS = 30;
/**
 * The deployment's `/config.json` (src/config.ts) is asked of the network first, so a changed file
 * counts on the next start; offline, or with no answer within this long, the copy last seen is used.
 * Shorter than the page's own 3 s limit, so a slow network still gets the kept copy, not the defaults.
 */
const CONFIG_NETWORK_TIMEOUT_SECONDS = 2;

/** Our service worker and web app manifest: the production build only (the demo runs on msw's worker). */
function installableApp(): Plugin[] {
  return VitePWA({
    // Workbox's production runtime (no logs) whatever NODE_ENV the caller runs with.
    mode: 'production',
    filename: APP_WORKER_SCRIPT,
    // src/shell/register-app-worker.ts registers it after the first screen.
    injectRegister: false,
    // No skipWaiting: a new version installs in the background and takes over on the next visit,
    // never under an agent's fingers (an active worker swapped mid-session would also drop the
    // lazily loaded chunks of the version still on screen).
    registerType: 'prompt',
    includeAssets: ['apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'Prospect',
      short_name: 'Prospect',
      description: DESCRIPTION,
      lang: 'fr',
      dir: 'ltr',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: BRAND,
      background_color: '#f9fafb',
      icons: [
        { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The shell: code, styles, index.html and the fonts browsers pick (woff2); icons come from the
      // manifest and includeAssets. Never source maps, nor Vite's build manifest.
      globPatterns: ['**/*.{js,css,html,woff2}'],
      // A config.json placed in the build would be precached, and then served stale to every agency.
      globIgnores: ['**/*.map', '.vite/**', 'config.json'],
      sourcemap: false,
      inlineWorkboxRuntime: true,
      cleanupOutdatedCaches: true,
      // Claims the page of the very first visit once installed, so the tiles it shows are kept too.
      // An update never activates while a page is open, so this never swaps a worker mid-session.
      clientsClaim: true,
      // Navigations go to the network first (answerNavigation below), with the precached index.html as
      // their offline shell. So Workbox's own fallback (that shell first, for every navigation) is off,
      // and its precache no longer answers `/` with index.html; only /index.html itself comes from it.
      navigateFallback: null,
      directoryIndex: null,
      // API answers are never cached here: the app keeps its own data cache. Only the deployment's
      // config.json is, and map tiles, by the shape of their address, since the tile server is
      // configurable (src/config.ts).
      runtimeCaching: [
        {
          // An API address opened in the tab (a same-origin reverse proxy) reaches the server alone.
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
          handler: answerNavigation,
        },
        {
          urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname === '/config.json',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'prospect-config',
            networkTimeoutSeconds: CONFIG_NETWORK_TIMEOUT_SECONDS,
            // Only a real file is kept: a 404 or an error page never replaces the last good copy.
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: ({ request, url }) =>
            request.destination === 'image' &&
            !url.pathname.startsWith('/api/') &&
            /\/\d+\/\d+\/\d+(@2x)?\.png$/.test(url.pathname),
          handler: 'CacheFirst',
          options: {
            cacheName: 'prospect-map-tiles',
            // Opaque (status 0) answers are all a no-cors tile request gets from another origin.
            cacheableResponse: { statuses: [0, 200] },
            expiration: {
              maxEntries: TILE_CACHE_ENTRIES,
              maxAgeSeconds: TILE_CACHE_DAYS * 24 * 60 * 60,
              purgeOnQuotaError: true,
            },
            // After the expiration plugin: a tile it evicted or never had comes from a prepared zone.
            plugins: [preparedZoneTiles],
          },
        },
      ],
    },
  });
}

/** The interface's font: Inter, one variable file for its weights (packages/ui/src/theme/interface-font). */
const INTER_FILE = /(^|\/)inter-latin-400-700-[\w-]+\.woff2$/;

/**
 * Asks for the interface's font with the page: otherwise the browser finds it only once the first
 * screen is laid out, and the text is painted a second time when it arrives (the login page's largest
 * paint). Both builds.
 */
function preloadInterfaceFonts(): Plugin {
  let base = '/';
  return {
    name: 'prospect:preload-interface-fonts',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((file) => INTER_FILE.test(file))
          .sort()
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `${base}${file}`,
              crossorigin: '',
            },
            injectTo: 'head' as const,
          })),
    },
  };
}

/**
 * index.html's first script (src/routes/first-screen-preloads.ts): the code of the screen the URL
 * opens is asked for as the page starts, beside the app's own code rather than after it has run. Both
 * builds. The file is made once the chunks are known, before Vite writes index.html.
 */
function firstScreenPreloads(): Plugin {
  let base = '/';
  let root = '';
  let script: string | undefined;
  return {
    name: 'prospect:first-screen-preloads',
    apply: 'build',
    enforce: 'pre',
    configResolved: (config) => {
      base = config.base;
      root = path.resolve(config.root, '../..');
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                isEntry: output.isEntry,
                facadeModuleId: output.facadeModuleId,
                moduleIds: output.moduleIds,
                imports: output.imports,
                css: [...(output.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
      const source = firstScreenScript(firstScreenFiles(FIRST_SCREENS, chunks, root), base);
      script = this.getFileName(this.emitFile({ type: 'asset', name: 'first-screen.js', source }));
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => {
        if (!script)
          throw new Error('first-screen preloads: index.html was written before the chunks were known');
        return [
          {
            tag: 'script',
            // High: an async script is Low otherwise, and waits behind the entry's downloads on a
            // phone's link, when the files it announces are the ones the screen waits for.
            attrs: { async: true, fetchpriority: 'high', src: `${base}${script}` },
            injectTo: 'head-prepend' as const,
          },
        ];
      },
    },
  };
}

/** iOS ignores the manifest's icons for the home screen. Only the production build ships the icon. */
function appleTouchIcon(): Plugin {
  return {
    name: 'prospect:apple-touch-icon',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' }, injectTo: 'head' },
    ],
  };
}

/**
 * React Router's package exports name only its development build (react-router#14102), which keeps its
 * dev-only warnings and checks in a production bundle. Builds take the production build it ships
 * beside it; both entries point into the same folder, so the app still holds one router.
 */
function reactRouterProductionBuild() {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

/**
 * Rolldown copies each small shared chunk (a button, a hook) into the chunks that use it, a registry in
 * its runtime keeping one state per module, instead of a file of its own: a map page loads far fewer
 * scripts, and no route more code than it reached before, since announcing and fetching each file
 * costs the start-up main-thread time (the first paints measured before and after are in
 * bench/budgets.json's note). Up to 8000 bytes of source: past that the copies outweigh the saved
 * files (/dashboard's first load grows). Styles stay files.
 */
const INLINE_COMMON_CHUNKS = { maxSize: 8000, exclude: /\.css(\?|$)/ };

/**
 * The entry and everything it imports statically, in one chunk. Rolldown otherwise split out what the
 * entry shares with lazy chunks (React, styled-components, the contract's readers, the loading text),
 * though every page loads all of it first: nine files on /auth's first load where five now do, each
 * a request of its own (over HTTP/1.1, a turn of one of six connections) and gzipped on its own.
 */
const ENTRY_GROUP = { name: 'prospect', test: /apps\/prospect\/src\/main\.tsx$/ };

/**
 * The demo's build only: parts of the mock backend's libraries the demo never runs, replaced by the
 * small modules of src/demo/trims (each says why). build-checks holds the demo's backend chunk free of
 * them; the demo's end-to-end journeys run on this build.
 */
const demoBackendTrims = [
  { find: /^tldts$/, replacement: path.resolve(import.meta.dirname, 'src/demo/trims/registrable-domain.ts') },
  {
    find: /^lodash$/,
    replacement: path.resolve(import.meta.dirname, 'src/demo/trims/lodash-is-function.ts'),
  },
  { find: /^graphql$/, replacement: path.resolve(import.meta.dirname, 'src/demo/trims/no-graphql.ts') },
  {
    find: /^\.\/model\/generateGraphQLHandlers$/,
    replacement: path.resolve(import.meta.dirname, 'src/demo/trims/no-graphql-handlers.ts'),
  },
];

/**
 * The demo's build only: the mock's model library requires date-fns 2 whole for one comparison; it
 * gets src/demo/trims/date-compare-asc.ts instead. An alias cannot say whose import it replaces, and
 * the app's own `date-fns` must stay the real one.
 */
function demoModelDateComparison(): Plugin {
  const replacement = path.resolve(import.meta.dirname, 'src/demo/trims/date-compare-asc.ts');
  return {
    name: 'prospect:demo-model-date-comparison',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'date-fns' && importer?.replaceAll('\\', '/').includes('/@mswjs/data/'))
        return replacement;
      return null;
    },
  };
}

// `--mode demo` serves the app on the in-browser mock backend; any other mode talks to VITE_API_BASE_URL.
export default defineConfig(({ command, mode }) => {
  const demo = mode === 'demo';
  return {
    resolve: {
      alias: [
        ...(command === 'build' ? reactRouterProductionBuild() : []),
        ...(command === 'build' && demo ? demoBackendTrims : []),
      ],
    },
    plugins: [
      react(),
      preloadInterfaceFonts(),
      firstScreenPreloads(),
      ...(demo ? [] : [installableApp(), appleTouchIcon()]),
      ...(command === 'build' && demo ? [demoModelDateComparison()] : []),
    ],
    // Each build's own static files: msw's worker for the demo, the icons for the installable app.
    publicDir: demo ? 'demo-public' : 'public-app',
    server: { port: 5173, host: true },
    preview: { port: 4173, host: true },
    build: {
      target: 'es2023',
      sourcemap: true,
      manifest: true,
      rolldownOptions: {
        preserveEntrySignatures: false,
        output: {
          codeSplitting: { experimentalInlineCommonChunks: INLINE_COMMON_CHUNKS, groups: [ENTRY_GROUP] },
        },
      },
    },
  };
});
