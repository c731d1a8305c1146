import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { precompress } from '../serve/precompress.ts';
import { freePort, type ServedApp, startServedApp } from '../serve/served-app.ts';

const appRoot = path.resolve(import.meta.dirname, '../../apps/prospect');
/** Its own folder: the other projects build into dist-check, dist-real-server … */
const outDir = 'dist-served';

declare module 'vitest' {
  export interface ProvidedContext {
    servedUrl: string;
    servedApiUrl: string;
    servedWebRoot: string;
  }
}

/**
 * The production build as the image serves it: nginx with deploy/'s template and entrypoint, the API on
 * the same origin through nginx's /api/ proxy to the mock backend over HTTP, whose tiles stand in for
 * a tile server on another origin (so the policy's img-src and connect-src are exercised).
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const apiPort = await freePort();
  const tileUrl = `http://127.0.0.1:${apiPort}/tiles/{z}/{x}/{y}.png`;
  const webRoot = path.join(appRoot, outDir);
  let app: ServedApp | undefined;
  try {
    process.env.NODE_ENV = 'production';
    delete process.env.VITE_API_BASE_URL;
    process.env.VITE_TILE_URL = tileUrl;
    await build({
      root: appRoot,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    await precompress(webRoot);
    app = await startServedApp({ webRoot, port, apiPort, env: { PROSPECT_TILE_URL: tileUrl } });
    project.provide('servedUrl', app.url);
    project.provide('servedApiUrl', app.apiUrl);
    project.provide('servedWebRoot', webRoot);
  } catch (error) {
    await app?.stop();
    throw error;
  } finally {
    delete process.env.VITE_TILE_URL;
  }
  return async () => {
    await app?.stop();
  };
}
