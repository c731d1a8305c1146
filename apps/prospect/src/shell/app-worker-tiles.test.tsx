import { PREPARED_TILES_PREFIX } from '@prospect/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { preparedZoneTiles } from './app-worker-tiles';

// The plugin runs in the worker; Cache Storage is the same API in the page, where this test runs.
const TILE = `${location.origin}/tiles/16/32456/22987.png`;
const answer = (text: string) => new Response(text, { headers: { 'Content-Type': 'image/png' } });

afterEach(async () => {
  for (const name of await caches.keys()) await caches.delete(name);
});

describe('preparedZoneTiles: the tile route falls back to the prepared zones', () => {
  it("answers a tile the viewed tiles' cache lacks from a prepared zone's cache", async () => {
    await (await caches.open(`${PREPARED_TILES_PREFIX}7`)).put(TILE, answer('prepared'));
    const found = await preparedZoneTiles.cachedResponseWillBeUsed({ request: new Request(TILE) });
    expect(await found?.text()).toBe('prepared');
  });

  it('leaves a tile the viewed cache has as it is, and finds none in caches of other names', async () => {
    await (await caches.open('prospect-map-tiles-old')).put(TILE, answer('elsewhere'));
    expect(await preparedZoneTiles.cachedResponseWillBeUsed({ request: new Request(TILE) })).toBeUndefined();
    const viewed = answer('viewed');
    expect(
      await preparedZoneTiles.cachedResponseWillBeUsed({
        request: new Request(TILE),
        cachedResponse: viewed,
      }),
    ).toBe(viewed);
  });
});
