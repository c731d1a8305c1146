import path from 'node:path';
import {
  DJANGO_SPEC_HEADERS,
  type MockHttpServer,
  startMockHttpServer,
} from '@prospect/mock-server/http-server';
import { build, type PreviewServer, preview } from 'vite';
import type { TestProject } from 'vitest/node';

const appRoot = path.resolve(import.meta.dirname, '..');
/** Its own folder: the other projects build the demo and the budgeted production app into theirs. */
const outDir = 'dist-real-server';

declare module 'vitest' {
  export interface ProvidedContext {
    realAppUrl: string;
    realApiUrl: string;
  }
}

/**
 * The production build, as an agency deploys it, against the mock backend over HTTP on another origin
 * (CORS, absolute API base URL) answering as a plain Django REST framework server does: lists paginated
 * two per page, no contract-only fields, decimals as text, foreign keys as ids; and configured as its
 * team would from the spec alone: django-cors-headers' default headers plus the spec's X-XSRF-TOKEN,
 * so the outbox's Idempotency-Key is refused at every preflight, and no doors extension.
 */
export default async function setup(project: TestProject) {
  let api: MockHttpServer | undefined;
  let app: PreviewServer | undefined;
  try {
    api = await startMockHttpServer({
      port: 0,
      origins: ['*'],
      allowedHeaders: DJANGO_SPEC_HEADERS,
      paginate: 2,
      plainDrf: true,
      // A server built from the spec alone has no optional extension: the app must show no door.
      doors: false,
    });
    process.env.NODE_ENV = 'production';
    process.env.VITE_API_BASE_URL = api.url;
    process.env.VITE_TILE_URL = `${api.url}/tiles/{z}/{x}/{y}.png`;
    await build({ root: appRoot, mode: 'production', logLevel: 'warn', build: { outDir } });
    app = await preview({
      root: appRoot,
      mode: 'production',
      build: { outDir },
      preview: { port: 0, host: '127.0.0.1' },
      logLevel: 'warn',
    });
    const url = app.resolvedUrls?.local[0];
    if (!url) throw new Error('vite preview did not report its address');
    project.provide('realAppUrl', url.replace(/\/$/, ''));
    project.provide('realApiUrl', api.url);
  } catch (error) {
    await app?.close();
    await api?.close();
    throw error;
  } finally {
    delete process.env.VITE_API_BASE_URL;
    delete process.env.VITE_TILE_URL;
  }
  return async () => {
    await app?.close();
    await api?.close();
  };
}
