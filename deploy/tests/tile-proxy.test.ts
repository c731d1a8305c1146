import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium, signInThroughForm } from '../../apps/prospect/e2e/browser';
import { tilePng } from '../../packages/mock-server/src/png';
import {
  findNginx,
  freePort,
  mainConfig,
  mimeTypesOf,
  type ServedApp,
  startServedApp,
} from '../serve/served-app.ts';
import { get } from './http-get';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A tile server that records what reaches it, as a real one would see it. */
interface SeenRequest {
  url: string;
  headers: IncomingHttpHeaders;
}

const seen: SeenRequest[] = [];
let failing = false;
/** The mock's own tile: a real PNG, so a browser draws what the proxy hands it. */
const tileBytes = Buffer.from(tilePng());

function startTileServer(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const url = request.url ?? '';
    seen.push({ url, headers: request.headers });
    if (failing) {
      response.writeHead(503).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': 'image/png',
      // z 9 goes stale at once: the test of a failing tile server needs an expired copy.
      'Cache-Control': url.startsWith('/osm/9/') ? 'max-age=1' : 'public, max-age=600',
      'Set-Cookie': 'tracker=1; Path=/',
      'Content-Security-Policy': 'default-src *',
      // Which tile this is, kept with it in nginx's cache.
      'X-Tile-Path': url.split('?')[0] ?? '',
    });
    response.end(tileBytes);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let app: ServedApp;
let tileServer: Server;
let webRoot: string;
let tileOrigin: string;

beforeAll(async () => {
  const tilePort = await freePort();
  tileOrigin = `127.0.0.1:${tilePort}`;
  tileServer = await startTileServer(tilePort);
  // Its own copy: the entrypoint writes config.json into the web root the other files share.
  webRoot = await mkdtemp(path.join(tmpdir(), 'prospect-tile-proxy-'));
  await cp(inject('servedWebRoot'), webRoot, { recursive: true });
  app = await startServedApp({
    webRoot,
    port: await freePort(),
    apiPort: await freePort(),
    env: { TILE_UPSTREAM: `http://${tileOrigin}/osm/{z}/{x}/{y}.png?key=s3cret&style=clair` },
  });
});

afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => tileServer?.close(resolve));
  if (webRoot) await rm(webRoot, { recursive: true, force: true });
});

beforeEach(() => {
  seen.length = 0;
  failing = false;
});

describe('map tiles through nginx (TILE_UPSTREAM)', () => {
  it('points the app at /tiles/ on its own origin, so the policy names no tile server', async () => {
    const config = await get(`${app.url}/config.json`);
    expect(JSON.parse(config.body.toString())).toEqual({ tileUrl: '/tiles/{z}/{x}/{y}.png' });
    const policy = String(config.headers['content-security-policy']);
    expect(policy).toContain("img-src 'self' data: blob:;");
    expect(policy).toContain("connect-src 'self' https://accounts.google.com/gsi/;");
  });

  it("asks the tile server's own address, with nothing of the agent's session, page or query", async () => {
    const answer = await get(`${app.url}/tiles/8/126/89.png?utm=1&key=volee`, {
      Cookie: 'sessionid=secret-session; csrftoken=secret-csrf',
      Authorization: 'Bearer secret-token',
      Referer: `${app.url}/sectors/3`,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.equals(tileBytes)).toBe(true);
    expect(answer.headers['x-tile-path']).toBe('/osm/8/126/89.png');
    expect(seen.map((request) => request.url)).toEqual(['/osm/8/126/89.png?key=s3cret&style=clair']);
    const headers = seen[0]?.headers ?? {};
    expect(headers.host).toBe(tileOrigin);
    for (const name of ['cookie', 'authorization', 'referer', 'x-forwarded-for', 'x-real-ip']) {
      expect(headers[name], name).toBeUndefined();
    }
    // The tile server's cookie and policy stop at nginx; its caching rule reaches the phone.
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['cache-control']).toBe('public, max-age=600');
    expect(answer.headers['content-type']).toBe('image/png');
  });

  it('keeps each tile: a second agent on the same view costs the tile server nothing', async () => {
    expect((await get(`${app.url}/tiles/10/520/360.png`)).status).toBe(200);
    const again = await get(`${app.url}/tiles/10/520/360.png`, { Cookie: 'sessionid=another-agent' });
    expect(again.status).toBe(200);
    expect(again.body.equals(tileBytes)).toBe(true);
    expect(again.headers['x-tile-path']).toBe('/osm/10/520/360.png');
    expect(seen).toHaveLength(1);
  });

  it('still draws a tile it keeps when the tile server fails', async () => {
    expect((await get(`${app.url}/tiles/9/260/180.png`)).status).toBe(200);
    failing = true;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const stale = await get(`${app.url}/tiles/9/260/180.png`);
    expect(stale.status).toBe(200);
    expect(stale.body.equals(tileBytes)).toBe(true);
    expect(stale.headers['x-tile-path']).toBe('/osm/9/260/180.png');
    // A tile it never had is the server's failure, passed on as such.
    expect((await get(`${app.url}/tiles/9/261/180.png`)).status).toBe(503);
  });

  it.each([
    '/tiles/8/126/89.jpg',
    '/tiles/8/126/89.png/x',
    '/tiles/123/1/2.png',
    '/tiles/8/-1/2.png',
    '/tiles/8/a/2.png',
    '/tiles/8/1/2',
    '/tiles/',
    // Past the last zoom, and x or y past the edge of the world at their zoom.
    '/tiles/21/0/0.png',
    '/tiles/99/0/0.png',
    '/tiles/0/1/0.png',
    '/tiles/0/0/1.png',
    '/tiles/1/2/0.png',
    '/tiles/8/256/89.png',
    '/tiles/8/126/256.png',
    '/tiles/8/999/89.png',
    '/tiles/20/1048576/0.png',
    '/tiles/20/0/1048576.png',
    '/tiles/20/9999999/0.png',
    // One tile, one address: no leading zero.
    '/tiles/8/0126/89.png',
    '/tiles/08/126/89.png',
  ])('answers %s 404 without asking the tile server', async (address) => {
    const answer = await get(`${app.url}${address}`);
    expect(answer.status).toBe(404);
    expect(seen).toEqual([]);
  });

  it('passes every zoom from 0 to 20 up to its last x and y, and refuses one further', async () => {
    for (let zoom = 0; zoom <= 20; zoom++) {
      const last = 2 ** zoom - 1;
      for (const [x, y] of [
        [last, last],
        [0, 0],
        [last >> 1, last],
      ]) {
        expect((await get(`${app.url}/tiles/${zoom}/${x}/${y}.png`)).status, `${zoom}/${x}/${y}`).toBe(200);
      }
      for (const [x, y] of [
        [last + 1, 0],
        [0, last + 1],
        [last + 10, last],
      ]) {
        expect((await get(`${app.url}/tiles/${zoom}/${x}/${y}.png`)).status, `${zoom}/${x}/${y}`).toBe(404);
      }
    }
    // Each tile that passed was asked once (the three of zoom 0 are one tile, kept after the first).
    expect(new Set(seen.map((request) => request.url)).size).toBe(seen.length);
    expect(seen.map((request) => request.url)).toContain(
      '/osm/20/1048575/1048575.png?key=s3cret&style=clair',
    );
  });
});

describe('the app with its tiles through nginx, in Chromium', () => {
  it('draws the map from /tiles/ under the policy, and its worker keeps those tiles for offline use', async () => {
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ baseURL: app.url, viewport: { width: 390, height: 844 } });
      context.setDefaultTimeout(20_000);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await signInThroughForm(page, 'agent@prospect.demo', 'Bonjour, Camille !');
      const map = page.getByRole('region', { name: 'Carte' });
      await map.locator('.leaflet-tile-loaded').first().waitFor();
      const sources = await map
        .locator('img.leaflet-tile')
        .evaluateAll((tiles) => tiles.map((tile) => (tile as HTMLImageElement).src));
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources)
        expect(source).toMatch(new RegExp(`^${app.url}/tiles/\\d+/\\d+/\\d+\\.png$`));
      expect(seen.some((request) => request.url.startsWith('/osm/'))).toBe(true);
      // The worker installs once the first screen is in; the map drawn again under it goes through it.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.reload();
      await map.locator('.leaflet-tile-loaded').first().waitFor();
      await expect
        .poll(
          () => page.evaluate(async () => (await (await caches.open('prospect-map-tiles')).keys()).length),
          {
            timeout: 20_000,
          },
        )
        .toBeGreaterThan(0);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describe("the entrypoint's checks of TILE_UPSTREAM", () => {
  function start({ args = '', ...env }: Record<string, string>) {
    const entrypoint = path.join(repoRoot, 'deploy/docker-entrypoint.sh');
    return spawnSync('sh', [entrypoint, ...args.split(' ').filter(Boolean)], {
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH ?? '',
        PROSPECT_WEB_ROOT: '/nonexistent-web-root',
        PROSPECT_NGINX_CONF: '/nonexistent/prospect.conf',
        NGINX_BIN: 'false',
        ...env,
      },
    });
  }

  it.each([
    ['a missing {y}', 'https://tiles.example/{z}/{x}.png'],
    ['a placeholder twice', 'https://tiles.example/{z}/{x}/{y}/{y}.png'],
    ['subdomains', 'https://{s}.tiles.example/{z}/{x}/{y}.png'],
    ['another placeholder', 'https://tiles.example/{z}/{x}/{y}{r}.png'],
    ['an nginx variable', 'https://tiles.example/$host/{z}/{x}/{y}.png'],
    ['a directive break', 'https://tiles.example/{z}/{x}/{y}.png;return'],
    ['a space', 'https://tiles.example/{z}/{x}/{y}.png x'],
    ['another scheme', 'ftp://tiles.example/{z}/{x}/{y}.png'],
    ['no path', 'https://tiles.example'],
  ])('refuses %s before writing any configuration', (_case, value) => {
    const started = start({ TILE_UPSTREAM: value });
    expect(started.status).not.toBe(0);
    expect(started.stderr).toMatch(/^prospect: TILE_UPSTREAM /);
  });

  it("checks an https tile server's certificate, in a configuration nginx accepts", async () => {
    const nginx = findNginx();
    if (!nginx) throw new Error('nginx is not installed');
    const dir = await mkdtemp(path.join(tmpdir(), 'prospect-tile-tls-'));
    try {
      const serverBlock = path.join(dir, 'prospect.conf');
      const mainConf = path.join(dir, 'nginx.conf');
      await writeFile(mainConf, mainConfig(dir, serverBlock, mimeTypesOf(nginx)));
      // An address, not a name: nginx resolves the server when it reads the configuration.
      const started = start({
        TILE_UPSTREAM: 'https://127.0.0.1/styles/clair/{z}/{x}/{y}@2x.png',
        PROSPECT_TILE_CACHE_DIR: path.join(dir, 'tile-cache'),
        PROSPECT_NGINX_TEMPLATE: path.join(repoRoot, 'deploy/nginx/prospect.conf.template'),
        PROSPECT_NGINX_CONF: serverBlock,
        PROSPECT_WEB_ROOT: dir,
        PORT: String(await freePort()),
        NGINX_BIN: nginx,
        args: `-t -p ${dir}/ -c ${mainConf} -e ${path.join(dir, 'error.log')}`,
      });
      expect(started.stderr).toContain('test is successful');
      const rendered = await readFile(serverBlock, 'utf8');
      expect(rendered).toContain('server 127.0.0.1:443;');
      expect(rendered).toContain(
        'proxy_pass https://prospect_tile_server/styles/clair/$tile_z/$tile_x/$tile_y@2x.png;',
      );
      // Kept tiles are filed under the address asked: another server or style is never served them.
      expect(rendered).toContain(
        'proxy_cache_key "https://127.0.0.1/styles/clair/$tile_z/$tile_x/$tile_y@2x.png";',
      );
      expect(rendered).toMatch(/proxy_ssl_verify on; .*proxy_ssl_trusted_certificate \/\S+;/);
      expect(rendered).not.toMatch(/@TILE_[A-Z_]+@/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a certificate file nginx could not be given verbatim', () => {
    const started = start({
      TILE_UPSTREAM: 'https://tiles.example/{z}/{x}/{y}.png',
      PROSPECT_CA_CERTIFICATES: '/etc/ssl/certs/ca.crt; return 200',
    });
    expect(started.status).not.toBe(0);
    expect(started.stderr).toMatch(/^prospect: PROSPECT_CA_CERTIFICATES /);
  });

  it('refuses TILE_UPSTREAM with PROSPECT_TILE_URL: the app would ask one, the policy allow the other', () => {
    const started = start({
      TILE_UPSTREAM: 'https://tiles.example/{z}/{x}/{y}.png',
      PROSPECT_TILE_URL: 'https://other.example/{z}/{x}/{y}.png',
    });
    expect(started.status).not.toBe(0);
    expect(started.stderr).toContain('not both');
  });
});
