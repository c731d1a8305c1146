import { ProspectThemeProvider } from '@prospect/ui/theme';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { LazyTerritoryMap } from './LazyTerritoryMap';
import { territoryModule } from './map-modules';
import { BLANK_TILE_URL, ONE_SECTOR } from './testing/tile-requests';

// A file of its own: the territory chunk must not be in yet when the map renders.
describe('LazyTerritoryMap: the base map first, the territory layers after its tiles', () => {
  it('puts tiles on the map before the layers’ code is in, then the sectors, and only then says loaded', async () => {
    expect(territoryModule.loaded()).toBeUndefined();
    const atFirstTile: { layersCode: unknown; layers: string | null; tiles: string | null }[] = [];
    const observer = new MutationObserver(() => {
      if (atFirstTile.length > 0 || !document.querySelector('img.leaflet-tile')) return;
      const frame = document.querySelector('[data-layers]');
      atFirstTile.push({
        layersCode: territoryModule.loaded(),
        layers: frame?.getAttribute('data-layers') ?? null,
        tiles: frame?.getAttribute('data-tiles') ?? null,
      });
    });
    observer.observe(document.body, { subtree: true, attributes: true, childList: true });
    const screen = await render(
      <ProspectThemeProvider>
        <div style={{ width: 358 }}>
          <LazyTerritoryMap height="240px" zoom={15} sectors={[ONE_SECTOR]} tileUrl={BLANK_TILE_URL} />
        </div>
      </ProspectThemeProvider>,
    );
    const frame = screen.container.querySelector.bind(screen.container);
    await expect.poll(() => frame('[data-tiles="loaded"]'), { timeout: 10_000 }).not.toBeNull();
    observer.disconnect();
    expect(atFirstTile).toEqual([{ layersCode: undefined, layers: 'pending', tiles: 'loading' }]);
    expect(territoryModule.loaded()).toBeDefined();
    expect(frame('[data-layers]')?.getAttribute('data-layers')).toBe('ready');
    expect(frame('canvas.prospect-sector-shapes')).not.toBeNull();
  });
});
