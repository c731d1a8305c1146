import path from 'node:path';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';

const appRoot = path.resolve(import.meta.dirname, '..');

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}

/**
 * Builds the demo app as a user gets it, serves it, and hands its address to the tests.
 * `E2E_APP_URL=http://localhost:5173` skips both and tests a demo build already served there
 * (handy while writing journeys: `npm run demo` serves one at that address).
 */
export default async function setup(project: TestProject) {
  const served = process.env.E2E_APP_URL;
  if (served) {
    project.provide('appUrl', served.replace(/\/$/, ''));
    return;
  }
  // Vitest runs with NODE_ENV=test, which would build React's development bundle.
  process.env.NODE_ENV = 'production';
  await build({ root: appRoot, mode: 'demo', logLevel: 'warn' });
  const server = await preview({
    root: appRoot,
    mode: 'demo',
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report its address');
  project.provide('appUrl', url.replace(/\/$/, ''));
  return async () => {
    await server.close();
  };
}
