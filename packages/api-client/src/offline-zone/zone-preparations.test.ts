import { demoAccounts, fixtures } from '@prospect/mock-server';
import { server } from '@prospect/mock-server/node';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { forgetDoorsSupport } from '../doors/doors-support';
import { door, serverWithDoors, serverWithoutDoors } from '../doors/test-doors';
import { sectorKey, streetDoorsKey, zoneKey } from '../read-keys';
import { API, clientFor, useMockBackend } from '../test-support';
import { PREPARATIONS_STORAGE_KEY } from './preparation-records';
import type { TileSource } from './tile-source';
import {
  createZonePreparations,
  ESTIMATED_SECTOR_BYTES,
  ESTIMATED_STREET_DOORS_BYTES,
  type ZonePreparationView,
} from './zone-preparations';

useMockBackend();
// The spec's server unless a case says otherwise: no doors (the optional extension).
beforeEach(() => {
  forgetDoorsSupport();
  server.use(...serverWithoutDoors(404).handlers);
});

const zoneId = () => fixtures.zoneId('La Baule-Escoublac – Centre');
const sectorIds = () => fixtures.sectors(zoneId()).map((sector) => sector.id);
const streetIds = () =>
  fixtures.sectors(zoneId()).flatMap((sector) => sector.streets.map((street) => street.id));

/** The app's parts around a preparation, in memory: the read cache, the tile cache, the `online` event. */
function harness({ source = 'own' as TileSource } = {}) {
  const client = clientFor(demoAccounts.agent);
  const answers = new Map<string, unknown>();
  const tiles = new Map<string, number>();
  const tileRequests: string[] = [];
  const online = new Set<() => void>();
  const removeTiles = vi.fn(async () => undefined);
  const storage = {
    estimate: vi.fn(async () => ({ quota: 2_000_000_000, usage: 1_000_000 })),
    persist: vi.fn(async () => true),
  };
  const preparations = createZonePreparations({
    client,
    keepAnswer: async (key, data) => void answers.set(key, data),
    keepTile: () => async (address, signal) => {
      tileRequests.push(address);
      const response = await fetch(address, { signal });
      const size = (await response.arrayBuffer()).byteLength;
      tiles.set(address, size);
      return size;
    },
    removeTiles,
    tiles: { template: `${API}/tiles/{z}/{x}/{y}.png`, source, retina: false },
    storage,
    onOnline: (listener) => {
      online.add(listener);
      return () => void online.delete(listener);
    },
    now: () => Date.parse('2026-11-27T10:00:00Z'),
    pace: { tileIntervalMs: 0 },
  });
  /** Resolves once the zone's view passes `test`. */
  const until = (test: (view: ZonePreparationView) => boolean) =>
    new Promise<ZonePreparationView>((resolve) => {
      const check = () => {
        const view = preparations.view(zoneId());
        if (!test(view)) return;
        stop();
        resolve(view);
      };
      const stop = preparations.subscribe(check);
      check();
    });
  const goOnline = () => {
    for (const listener of [...online]) listener();
  };
  return { client, preparations, answers, tiles, tileRequests, removeTiles, storage, until, goOnline };
}

describe('preparing a zone for offline use', () => {
  it('states the size and the free storage, then keeps every answer and tile the zone needs', async () => {
    const { preparations, answers, tiles, storage, until } = harness();
    await preparations.estimate(zoneId());
    const estimate = preparations.view(zoneId());
    expect(estimate).toMatchObject({ phase: 'estimate', freeBytes: 1_999_000_000, tiles: 'own' });
    expect(estimate.phase === 'estimate' && estimate.bytes).toBeGreaterThan(0);

    void preparations.start(zoneId());
    const done = await until((view) => view.phase === 'done');
    expect(storage.persist).toHaveBeenCalledOnce();
    expect(done).toMatchObject({
      phase: 'done',
      withTiles: true,
      preparedAt: Date.parse('2026-11-27T10:00:00Z'),
    });
    // Every sector with its streets, where the screens read them offline.
    expect(answers.get(zoneKey(zoneId()))).toMatchObject({ id: zoneId() });
    for (const id of sectorIds()) expect(answers.get(sectorKey(id))).toEqual(fixtures.sector(id));
    expect(tiles.size).toBeGreaterThan(10);
    expect(preparations.preparedZoneIds()).toEqual(new Set([zoneId()]));
    expect([...tiles.keys()].every((address) => /\/tiles\/1[0-6]\/\d+\/\d+\.png$/.test(address))).toBe(true);
  });

  it("fetches no tile from OpenStreetMap's public servers, and prepares the data all the same", async () => {
    const { preparations, answers, tileRequests, until } = harness({ source: 'openStreetMap' });
    await preparations.estimate(zoneId());
    expect(preparations.view(zoneId())).toMatchObject({ phase: 'estimate', tiles: 'openStreetMap' });
    void preparations.start(zoneId());
    expect(await until((view) => view.phase === 'done')).toMatchObject({ withTiles: false });
    expect(tileRequests).toEqual([]);
    for (const id of sectorIds()) expect(answers.has(sectorKey(id))).toBe(true);
  });

  it('stops when cancelled: no more requests, and what it kept goes', async () => {
    const { preparations, tileRequests, removeTiles, until, client } = harness();
    void preparations.start(zoneId());
    await until((view) => view.phase === 'running' && view.done > sectorIds().length + 3);
    await preparations.cancel(zoneId());
    const requested = tileRequests.length;
    expect(preparations.view(zoneId())).toEqual({ phase: 'idle' });
    expect(preparations.preparedZoneIds().size).toBe(0);
    expect(removeTiles).toHaveBeenCalledWith(zoneId());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tileRequests.length).toBeLessThanOrEqual(requested + 1);
    expect(JSON.parse(client.storage.getItem(PREPARATIONS_STORAGE_KEY) ?? '{}').zones).toEqual({});
  });

  it('waits through a network cut and resumes where it stopped, without fetching anything twice', async () => {
    const { preparations, tiles, tileRequests, until, goOnline } = harness();
    const [, second] = sectorIds();
    const sectorReads: string[] = [];
    const countSectorReads = ({ request }: { request: Request }) => {
      if (request.url.includes('/api/accounts/sectors/')) sectorReads.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', countSectorReads);
    onTestFinished(() => server.events.removeListener('request:start', countSectorReads));
    // The network goes as the second sector is asked for, and again halfway through the tiles.
    server.use(
      http.get(`${API}/api/accounts/sectors/${second}/`, () => HttpResponse.error(), { once: true }),
    );
    void preparations.start(zoneId());
    const cut = await until((view) => view.phase === 'waitingForNetwork');
    expect(cut).toMatchObject({ done: 2 });

    let tilesBeforeCut = 0;
    server.use(
      http.get(`${API}/tiles/:z/:x/:file`, () => {
        tilesBeforeCut++;
        return tilesBeforeCut > 5 ? HttpResponse.error() : undefined;
      }),
    );
    goOnline();
    const secondCut = await until((view) => view.phase === 'waitingForNetwork');
    expect(secondCut.phase === 'waitingForNetwork' && secondCut.done).toBeGreaterThan(sectorIds().length);
    const keptAtCut = new Set(tiles.keys());
    const requestsAtCut = tileRequests.length;
    expect(keptAtCut.size).toBe(5);

    server.resetHandlers();
    goOnline();
    await until((view) => view.phase === 'done');
    // Each sector was read once successfully; the tiles kept before the cut were not asked again.
    expect(sectorReads.filter((path) => path.endsWith(`/${second}/`))).toHaveLength(2);
    for (const id of sectorIds().filter((id) => id !== second)) {
      expect(sectorReads.filter((path) => path.endsWith(`/${id}/`))).toHaveLength(1);
    }
    const afterResume = tileRequests.slice(requestsAtCut);
    for (const address of keptAtCut) expect(afterResume).not.toContain(address);
    expect(new Set(tileRequests).size).toBe(tiles.size);
  });

  it('skips a sector deleted since the list was read, and prepares the others', async () => {
    const { preparations, answers, until } = harness({ source: 'openStreetMap' });
    const [first, ...others] = sectorIds();
    server.use(
      http.get(`${API}/api/accounts/sectors/${first}/`, () =>
        HttpResponse.json({ detail: 'Pas trouvé.' }, { status: 404 }),
      ),
    );
    void preparations.start(zoneId());
    await until((view) => view.phase === 'done');
    expect(answers.has(sectorKey(first ?? 0))).toBe(false);
    for (const id of others) expect(answers.has(sectorKey(id))).toBe(true);
  });

  it('says the device is full before starting when the estimate outgrows the free storage', async () => {
    const { preparations, storage } = harness();
    storage.estimate.mockResolvedValue({ quota: 1_000_000, usage: 990_000 });
    await preparations.estimate(zoneId());
    expect(preparations.view(zoneId())).toMatchObject({ phase: 'storageFull', freeBytes: 10_000 });
  });
});

describe('preparing a zone on an API with doors (optional extension « portes »)', () => {
  it("keeps every street's doors, one request each, counted in the estimate and the progress", async () => {
    const streets = streetIds();
    const api = serverWithDoors(Object.fromEntries(streets.map((id, index) => [id, [door(index + 1, '1')]])));
    server.use(...api.handlers);
    const { preparations, answers, until } = harness({ source: 'openStreetMap' });
    await preparations.estimate(zoneId());
    expect(preparations.view(zoneId())).toMatchObject({
      phase: 'estimate',
      bytes: sectorIds().length * ESTIMATED_SECTOR_BYTES + streets.length * ESTIMATED_STREET_DOORS_BYTES,
    });
    void preparations.start(zoneId());
    const running = await until((view) => view.phase === 'running' && view.total > 0);
    expect(running).toMatchObject({ total: 1 + sectorIds().length + streets.length });
    await until((view) => view.phase === 'done');
    expect(streets.length).toBeGreaterThan(3);
    for (const [index, id] of streets.entries()) {
      expect(answers.get(streetDoorsKey(id))).toEqual([door(index + 1, '1')]);
    }
    // The street asked while estimating is not asked again.
    expect(api.requests).toHaveLength(streets.length);
    expect(new Set(api.requests).size).toBe(streets.length);
  });

  it('waits through a network cut among the doors and resumes with the streets not yet kept', async () => {
    const streets = streetIds();
    const api = serverWithDoors();
    server.use(...api.handlers);
    const { preparations, answers, until, goOnline } = harness({ source: 'openStreetMap' });
    await preparations.estimate(zoneId());
    const third = streets[2] ?? 0;
    server.use(
      http.get(`${API}/api/accounts/streets/${third}/doors/`, () => HttpResponse.error(), { once: true }),
    );
    void preparations.start(zoneId());
    await until((view) => view.phase === 'waitingForNetwork');
    expect(answers.has(streetDoorsKey(third))).toBe(false);
    goOnline();
    await until((view) => view.phase === 'done');
    for (const id of streets) expect(answers.get(streetDoorsKey(id))).toEqual([]);
    expect(api.requests.filter((request) => request.endsWith(`/${streets[1]}/doors/`))).toHaveLength(1);
  });
});

describe('preparing a zone on an API without doors', () => {
  it.each([404, 405] as const)(
    'asks one street after a %i, keeps no doors and counts none',
    async (status) => {
      const spec = serverWithoutDoors(status);
      server.use(...spec.handlers);
      const { preparations, answers, until } = harness({ source: 'openStreetMap' });
      await preparations.estimate(zoneId());
      expect(preparations.view(zoneId())).toMatchObject({
        bytes: sectorIds().length * ESTIMATED_SECTOR_BYTES,
      });
      void preparations.start(zoneId());
      const running = await until((view) => view.phase === 'running' && view.total > 0);
      expect(running).toMatchObject({ total: 1 + sectorIds().length });
      await until((view) => view.phase === 'done');
      expect([...answers.keys()].some((key) => key.includes('/doors/'))).toBe(false);
      expect(spec.requests).toHaveLength(1);
      // Later preparations do not ask again.
      await preparations.estimate(zoneId());
      expect(spec.requests).toHaveLength(1);
    },
  );
});
