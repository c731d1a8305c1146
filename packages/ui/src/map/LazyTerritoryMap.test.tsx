import { ProspectThemeProvider } from '@prospect/ui/theme';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { LazyTerritoryMap } from './LazyTerritoryMap';
import { scriptImagesDuring, watchDrawnTiles } from './testing/tile-requests';

// A blank tile whose fragment names it: nothing leaves the browser.
const TILE_URL = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=#{z}/{x}/{y}';
const SECTOR = {
  id: 1,
  number: 1,
  status: 'ready' as const,
  geometry: 'SRID=4326;POLYGON ((-2.376 47.288, -2.366 47.288, -2.366 47.295, -2.376 47.295, -2.376 47.288))',
};

afterEach(() => {
  document.body.replaceChildren();
});

describe('LazyTerritoryMap: the first tiles before Leaflet', () => {
  it('asks, from its placeholder, for exactly the tiles the map then draws', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const { drawn, stop } = watchDrawnTiles(host);
    const early = await scriptImagesDuring(async () => {
      await render(
        <ProspectThemeProvider>
          <div style={{ width: 358 }}>
            <LazyTerritoryMap height="240px" zoom={15} sectors={[SECTOR]} tileUrl={TILE_URL} />
          </div>
        </ProspectThemeProvider>,
        { container: host },
      );
      await expect
        .poll(() => host.querySelector('[data-tiles="loaded"]'), { timeout: 10_000 })
        .not.toBeNull();
    });
    stop();
    expect(early.length).toBeGreaterThan(1);
    expect(new Set(early)).toEqual(drawn);
  });
});
