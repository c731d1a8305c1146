import { ProspectThemeProvider } from '@prospect/ui/theme';
import { describe, expect, it } from 'vitest';
import { LazyTerritoryMap } from './LazyTerritoryMap';
import { BLANK_TILE_URL, ONE_SECTOR, tilesAskedAndDrawn } from './testing/tile-requests';

describe('LazyTerritoryMap: the first tiles before Leaflet', () => {
  it('asks, from its placeholder, for exactly the tiles the map then draws', async () => {
    // The first render of this file: the map's base chunk is not in yet, so the placeholder shows.
    const { early, drawn } = await tilesAskedAndDrawn(
      <ProspectThemeProvider>
        <div style={{ width: 358 }}>
          <LazyTerritoryMap height="240px" zoom={15} sectors={[ONE_SECTOR]} tileUrl={BLANK_TILE_URL} />
        </div>
      </ProspectThemeProvider>,
    );
    expect(early.length).toBeGreaterThan(1);
    expect(new Set(early)).toEqual(drawn);
  });
});
