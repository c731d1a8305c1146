// The benchmark pages (bench/pages): built with Vite as production code, served by `vite preview`, and
// opened one scenario per fresh page in Debian's Chromium through playwright-core.

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { build, type PreviewServer, preview } from 'vite';
import { chromiumArgs } from '../test/browser.ts';
import { chromiumPath } from './machine.ts';
import type { BenchOutcome, BenchResult } from './pages/protocol.ts';

const pagesRoot = path.join(import.meta.dirname, 'pages');
const outDir = path.join(import.meta.dirname, 'tmp/pages');

/** The phone the app is designed for (conventions: phone first). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/**
 * Runs `use` in Chromium with a profile of its own (no HTTP cache, worker or kept answers from an
 * earlier run), as a phone opening `url`, and removes the profile after.
 */
export async function inFreshProfile<T>(
  url: string,
  use: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'prospect-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
    baseURL: url,
    viewport: PHONE_VIEWPORT,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  try {
    return await use(context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

export interface BenchPages {
  url: string;
  browser: Browser;
  /** Opens `page?query` in a fresh context and returns what the page measured. */
  run(page: string, query: Record<string, string | number>, timeoutMs?: number): Promise<BenchResult>;
  close(): Promise<void>;
}

export async function startBenchPages(): Promise<BenchPages> {
  const shared = { root: pagesRoot, configFile: false as const, logLevel: 'warn' as const };
  await build({
    ...shared,
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2023',
      rollupOptions: {
        input: {
          map: path.join(pagesRoot, 'map.html'),
          calendar: path.join(pagesRoot, 'calendar.html'),
          zones: path.join(pagesRoot, 'zones.html'),
          sector: path.join(pagesRoot, 'sector.html'),
          contacts: path.join(pagesRoot, 'contacts.html'),
          doors: path.join(pagesRoot, 'doors.html'),
        },
      },
    },
  });
  const server: PreviewServer = await preview({
    ...shared,
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!url) throw new Error('vite preview did not report its address');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });

  return {
    url,
    browser,
    async run(page, query, timeoutMs = 90_000) {
      const context = await browser.newContext({ viewport: PHONE_VIEWPORT, locale: 'fr-FR' });
      try {
        const tab = await context.newPage();
        const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
        await tab.goto(`${url}/${page}.html?${search}`);
        await tab.waitForFunction(() => window.__benchResult !== undefined, null, {
          timeout: timeoutMs,
          polling: 100,
        });
        const outcome = (await tab.evaluate(() => window.__benchResult)) as BenchOutcome;
        if ('error' in outcome) throw new Error(`${page} ${search}: ${outcome.error}`);
        return outcome;
      } finally {
        await context.close();
      }
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
