import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    productionDist: string;
  }
}

/** A production build, as an agency deploys it, for the size and content checks. */
export default async function setup(project: TestProject) {
  // Vitest runs with NODE_ENV=test, which would build React's development bundle.
  process.env.NODE_ENV = 'production';
  const root = path.resolve(import.meta.dirname, '..');
  const outDir = path.join(root, 'dist-check');
  await build({ root, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  project.provide('productionDist', outDir);
}
