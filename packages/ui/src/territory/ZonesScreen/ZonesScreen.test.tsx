import { ProspectThemeProvider } from '@prospect/ui/theme';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { agencyZones } from './agency-zones';
import { MAX_LIVE_MAPS } from './use-live-maps';
import { ZonesScreen } from './ZonesScreen';

const ZONES = agencyZones(200);

async function renderAgency() {
  const screen = await render(
    <ProspectThemeProvider>
      <ZonesScreen
        zones={ZONES}
        status="ready"
        onOpenZone={vi.fn()}
        onDeleteZone={vi.fn(async () => {})}
        tileUrl="data:,"
      />
    </ProspectThemeProvider>,
  );
  const tiles = [...screen.container.querySelectorAll('li')];
  expect(tiles).toHaveLength(ZONES.length);
  return tiles;
}

/** The tiles holding a Leaflet map, by index in the list. */
function liveTiles(tiles: Element[]): number[] {
  return tiles.flatMap((tile, index) => (tile.querySelector('.leaflet-container') ? [index] : []));
}

/** How far a tile is from the visible part of the page, in screen heights (0 when it shows). */
function screensAway(tile: Element): number {
  const box = tile.getBoundingClientRect();
  return Math.max(0, box.top - window.innerHeight, -box.bottom) / window.innerHeight;
}

afterEach(async () => {
  window.scrollTo(0, 0);
  await page.viewport(390, 844);
});

describe('ZonesScreen with an agency of 200 zones', () => {
  it('holds a live map only in the tiles near the view, and moves them along as the list scrolls', async () => {
    const tiles = await renderAgency();
    // The map code loads on first use.
    await expect.poll(() => liveTiles(tiles)[0], { timeout: 15_000 }).toBe(0);
    const atTop = liveTiles(tiles);
    expect(atTop.length).toBeLessThan(15);
    for (const index of atTop) expect(screensAway(tiles[index] as Element)).toBeLessThanOrEqual(1);
    // The others show the still preview, named like the map.
    const last = tiles.at(-1) as HTMLElement;
    expect(last.querySelector('.leaflet-container')).toBeNull();
    expect(
      last.querySelector(`[role="img"][aria-label="Carte de la zone ${ZONES.at(-1)?.name}"]`),
    ).not.toBeNull();

    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect.poll(() => liveTiles(tiles).at(-1)).toBe(ZONES.length - 1);
    // The first tiles dropped their maps.
    await expect.poll(() => liveTiles(tiles)[0]).toBeGreaterThan(150);
    const atBottom = liveTiles(tiles);
    expect(atBottom.length).toBeLessThan(15);
    for (const index of atBottom) expect(screensAway(tiles[index] as Element)).toBeLessThanOrEqual(1);
  });

  it(`never holds more than ${MAX_LIVE_MAPS} maps, the tiles in view first, on a tall screen`, async () => {
    await page.viewport(390, 2400);
    const tiles = await renderAgency();
    await expect.poll(() => liveTiles(tiles).length, { timeout: 15_000 }).toBe(MAX_LIVE_MAPS);
    const inView = tiles.filter((tile) => screensAway(tile) === 0).length;
    expect(inView).toBeGreaterThan(10);
    expect(liveTiles(tiles).slice(0, inView)).toEqual(Array.from({ length: inView }, (_, index) => index));

    // A screen further down: the bound follows the view.
    window.scrollTo(0, 2400);
    await expect.poll(() => liveTiles(tiles).length).toBe(MAX_LIVE_MAPS);
    await expect
      .poll(() => tiles.filter((tile, index) => screensAway(tile) === 0 && !liveTiles(tiles).includes(index)))
      .toEqual([]);
  });
});
