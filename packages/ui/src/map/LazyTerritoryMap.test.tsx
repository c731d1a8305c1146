import { ProspectThemeProvider } from '@prospect/ui/theme';
import { describe, expect, it } from 'vitest';
import { LazyTerritoryMap } from './LazyTerritoryMap';
import { tilesAskedAndDrawn } from './testing/tile-requests';

// A blank tile whose fragment names it: nothing leaves the browser.
const TILE_URL = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=#{z}/{x}/{y}';
const SECTOR = {
  id: 1,
  number: 1,
  status: 'ready' as const,
  geometry: 'SRID=4326;POLYGON ((-2.376 47.288, -2.366 47.288, -2.366 47.295, -2.376 47.295, -2.376 47.288))',
};

describe('LazyTerritoryMap: the first tiles before Leaflet', () => {
  it('asks, from its placeholder, for exactly the tiles the map then draws', async () => {
    // The first render of this file: the territory chunk is not in yet, so the placeholder shows.
    const { early, drawn } = await tilesAskedAndDrawn(
      <ProspectThemeProvider>
        <div style={{ width: 358 }}>
          <LazyTerritoryMap height="240px" zoom={15} sectors={[SECTOR]} tileUrl={TILE_URL} />
        </div>
      </ProspectThemeProvider>,
    );
    expect(early.length).toBeGreaterThan(1);
    expect(new Set(early)).toEqual(drawn);
  });
});
