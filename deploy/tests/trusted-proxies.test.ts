import { cp, mkdtemp, rm } from 'node:fs/promises';
import { Agent, createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { tilePng } from '../../packages/mock-server/src/png';
import { freePort, type ServedApp, startServedApp } from '../serve/served-app.ts';
import { get } from './http-get';

// nginx with PROSPECT_TRUSTED_PROXIES naming one proxy, 127.0.0.2: requests sent from that address stand
// for a TLS terminator's, those from 127.0.0.1 for a client reaching nginx directly. Both ends are
// servers of the test's own, which record what nginx hands them.

const PROXY = '127.0.0.2';
const DIRECT = '127.0.0.1';

/** The backend: answers with the headers it received. */
function startEchoingBackend(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(request.headers));
  });
  return new Promise((resolve) => server.listen(port, DIRECT, () => resolve(server)));
}

const tilesAsked: string[] = [];
const tileBytes = Buffer.from(tilePng());

function startTileServer(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    tilesAsked.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=600' });
    response.end(tileBytes);
  });
  return new Promise((resolve) => server.listen(port, DIRECT, () => resolve(server)));
}

let app: ServedApp;
let backend: Server;
let tileServer: Server;
let webRoot: string;

beforeAll(async () => {
  const backendPort = await freePort();
  const tilePort = await freePort();
  backend = await startEchoingBackend(backendPort);
  tileServer = await startTileServer(tilePort);
  // Its own copy: the entrypoint writes config.json into the web root the other files share.
  webRoot = await mkdtemp(path.join(tmpdir(), 'prospect-trusted-proxies-'));
  await cp(inject('servedWebRoot'), webRoot, { recursive: true });
  app = await startServedApp({
    webRoot,
    port: await freePort(),
    apiUpstream: `http://${DIRECT}:${backendPort}`,
    env: {
      TILE_UPSTREAM: `http://${DIRECT}:${tilePort}/osm/{z}/{x}/{y}.png`,
      PROSPECT_TRUSTED_PROXIES: `${PROXY}, 10.0.0.0/8`,
    },
  });
});

afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => backend?.close(resolve));
  await new Promise((resolve) => tileServer?.close(resolve));
  if (webRoot) await rm(webRoot, { recursive: true, force: true });
});

beforeEach(() => {
  tilesAsked.length = 0;
});

/** The headers the backend received for a request sent from `from` with `headers`. */
async function backendSees(from: string, headers: Record<string, string>) {
  const answer = await get(`${app.url}/api/accounts/profile/`, headers, { localAddress: from });
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body.toString()) as Record<string, string>;
}

describe('the scheme and client address the backend is told', () => {
  it('takes X-Forwarded-Proto from a trusted proxy', async () => {
    expect(await backendSees(PROXY, { 'X-Forwarded-Proto': 'https' })).toMatchObject({
      'x-forwarded-proto': 'https',
    });
    expect(await backendSees(PROXY, {})).toMatchObject({ 'x-forwarded-proto': 'http' });
  });

  it('gives nginx’s own scheme to a client reaching it directly, whatever it claims', async () => {
    expect(await backendSees(DIRECT, { 'X-Forwarded-Proto': 'https' })).toMatchObject({
      'x-forwarded-proto': 'http',
    });
  });

  it('passes on a scheme a trusted proxy names only if it is http or https', async () => {
    expect(await backendSees(PROXY, { 'X-Forwarded-Proto': 'https, evil' })).toMatchObject({
      'x-forwarded-proto': 'http',
    });
  });

  it('takes the client’s address from a trusted proxy, and keeps the proxy’s in the chain', async () => {
    const seen = await backendSees(PROXY, { 'X-Forwarded-For': '203.0.113.9' });
    expect(seen['x-real-ip']).toBe('203.0.113.9');
    expect(seen['x-forwarded-for']).toBe(`203.0.113.9, ${PROXY}`);
  });

  it('keeps a direct client’s own address, whatever X-Forwarded-For it sends', async () => {
    const seen = await backendSees(DIRECT, { 'X-Forwarded-For': '203.0.113.9' });
    expect(seen['x-real-ip']).toBe(DIRECT);
    expect(seen['x-forwarded-for']).toBe(`203.0.113.9, ${DIRECT}`);
  });
});

describe('each client’s tile allowance', () => {
  /** A few connections, reused, as a browser holds them. */
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  afterAll(() => agent.destroy());

  /**
   * Asks for `count` different tiles of zoom 18 from row `row`, 16 at a time, sent from `from` with the
   * headers `headersOf` gives each; their statuses in order.
   */
  async function fetchTiles(
    row: number,
    count: number,
    from: string,
    headersOf: (index: number) => Record<string, string>,
  ) {
    const statuses = Array<number>(count);
    let next = 0;
    const worker = async () => {
      while (next < count) {
        const index = next++;
        const answer = await get(`${app.url}/tiles/18/${index}/${row}.png`, headersOf(index), {
          localAddress: from,
          agent,
        });
        statuses[index] = answer.status;
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    return statuses;
  }

  const count = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;

  it('lets a map page’s tiles through at once, and answers a client fetching hundreds 429', async () => {
    const client = () => ({ 'X-Forwarded-For': '198.51.100.1' });
    // A phone opening a map or panning it: a few dozen tiles at once.
    expect(await fetchTiles(1, 60, PROXY, client)).toEqual(Array(60).fill(200));
    const flood = await fetchTiles(2, 500, PROXY, client);
    expect(count(flood, 429)).toBeGreaterThan(0);
    expect(count(flood, 200) + count(flood, 429)).toBe(500);
    // A refused tile never reached the tile server.
    expect(tilesAsked).toHaveLength(60 + count(flood, 200));

    // Another agent behind the same proxy keeps their own allowance.
    const other = await get(
      `${app.url}/tiles/18/0/3.png`,
      { 'X-Forwarded-For': '198.51.100.2' },
      {
        localAddress: PROXY,
      },
    );
    expect(other.status).toBe(200);
  });

  it('counts a direct client by its own address, whatever X-Forwarded-For it sends', async () => {
    const flood = await fetchTiles(4, 500, DIRECT, (index) => ({
      'X-Forwarded-For': `192.0.2.${index % 250}`,
    }));
    expect(count(flood, 429)).toBeGreaterThan(0);
    expect(tilesAsked).toHaveLength(count(flood, 200));
  });
});
