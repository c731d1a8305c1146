import { spawn } from 'node:child_process';
import path from 'node:path';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    storybookUrl: string;
    storybookDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

function buildStorybook(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin/storybook'), ['build', '-o', outDir, '--quiet'], {
      cwd: root,
      // The catalogue as it is published: React's production build, no telemetry.
      env: { ...process.env, NODE_ENV: 'production', STORYBOOK_DISABLE_TELEMETRY: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`storybook build exited with ${code}`)),
    );
  });
}

/**
 * Builds the static catalogue once (what designers open and what `npm run storybook:serve` serves) and
 * serves it for the docs-page checks. `DOCS_STORYBOOK_DIR=storybook-static` skips the build and serves a
 * catalogue already built there (handy while writing pages: `pnpm run build-storybook` first).
 */
export default async function setup(project: TestProject) {
  const prebuilt = process.env.DOCS_STORYBOOK_DIR;
  const outDir = path.resolve(root, prebuilt ?? 'storybook-static');
  if (!prebuilt) await buildStorybook(outDir);
  const server = await preview({
    root,
    configFile: false,
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report its address');
  project.provide('storybookUrl', url.replace(/\/$/, ''));
  project.provide('storybookDir', outDir);
  return async () => {
    await server.close();
  };
}
