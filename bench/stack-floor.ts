// What the stack weighs before any of our code: tiny pages built like the app, each adding one library
// the first load of every route needs. Bytes, so exact; they say which first-load targets are reachable.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const floorRoot = path.join(import.meta.dirname, 'floor');
const outRoot = path.join(import.meta.dirname, 'tmp/floor');

/** Cumulative steps: each page holds the previous one's code (shared modules in floor/) plus one library. */
export const FLOOR_STEPS = [
  { page: 'react-dom', adds: 'React 19 (react, react-dom, scheduler)' },
  { page: 'router', adds: 'React Router 7 in declarative mode (useRoutes, matchRoutes, a lazy screen)' },
  { page: 'styled', adds: 'styled-components 6 (stylis)' },
  { page: 'data-libraries', adds: 'SWR 2 and valibot' },
] as const;

/** Not a step: React with the data router the app used until issue 18, to price what it left. */
const DATA_ROUTER_PAGE = 'data-router';

export interface FloorStep {
  page: string;
  adds: string;
  gzip: number;
  brotli: number;
  /** gzip added by this step over the previous one. */
  addedGzip: number;
}

export interface StackFloor {
  steps: FloorStep[];
  /** React + the data router, against step 2 (React + the router in declarative mode). */
  dataRouterGzip: number;
}

/** The app's build takes React Router's production build (apps/prospect/vite.config.ts): so does the floor. */
const routerDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const routerAlias = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
];

async function pageWeight(page: string, input = path.join(floorRoot, `${page}.tsx`)) {
  const outDir = path.join(outRoot, page);
  await build({
    root: path.dirname(input),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: routerAlias },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2023',
      rollupOptions: { input },
    },
  });
  const files = readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(outDir, 'assets', file));
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes).length;
  }
  return { gzip, brotli };
}

export async function measureStackFloor(): Promise<StackFloor> {
  const steps: FloorStep[] = [];
  for (const step of FLOOR_STEPS) {
    const weight = await pageWeight(step.page);
    const previous = steps.at(-1)?.gzip ?? 0;
    steps.push({ ...step, ...weight, addedGzip: weight.gzip - previous });
  }
  const dataRouter = await pageWeight(DATA_ROUTER_PAGE);
  return { steps, dataRouterGzip: dataRouter.gzip };
}
