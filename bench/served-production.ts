// What the browser-driven parts of the bench share: the production build served as deployed, and the
// seeded agent signing in through the login form.
import { cpSync, rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { precompress } from '../deploy/serve/precompress.ts';
import { freePort, type ServedApp, startServedApp } from '../deploy/serve/served-app.ts';

export const DEMO_EMAIL = 'agent@prospect.demo';
// The mock backend's published password (as in apps/prospect/e2e); never in a production build.
export const DEMO_PASSWORD = 'prospect2026';

/** nginx's /tiles/ proxy (the deployment bench measures), or the tile server asked by the browser. */
export type TileServing = 'tile proxy' | 'tile server on another origin';

/**
 * The production build behind nginx on the mock backend (deploy/serve/served-app.ts), from a copy in
 * `servedDir`: precompressing it must not change what the other parts read.
 */
export async function serveProduction(
  productionDist: string,
  servedDir: string,
  tiles: TileServing = 'tile proxy',
): Promise<ServedApp> {
  rmSync(servedDir, { recursive: true, force: true });
  cpSync(productionDist, servedDir, { recursive: true });
  await precompress(servedDir);
  const apiPort = await freePort();
  const tileServer = `http://127.0.0.1:${apiPort}/tiles/{z}/{x}/{y}.png`;
  return startServedApp({
    webRoot: servedDir,
    port: await freePort(),
    apiPort,
    env: tiles === 'tile proxy' ? { TILE_UPSTREAM: tileServer } : { PROSPECT_TILE_URL: tileServer },
  });
}

/** The seeded agent signs in through the login form at `appUrl`; settles on the dashboard. */
export async function signInThroughForm(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${appUrl}/auth`);
  await page.getByLabel('Email').fill(DEMO_EMAIL);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page.waitForURL(`${appUrl}/dashboard`, { timeout: 60_000 });
}
