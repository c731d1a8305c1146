import { ProspectThemeProvider } from '@prospect/ui/theme';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { tilesAskedAndDrawn } from '../testing/tile-requests';
import { MapTilesProvider } from '../tiles';
import type { LatLngTuple } from '../types';
import { MapView } from './MapView';

// A blank tile whose address still says its zoom level: the fragment is ignored when it loads.
const TILE_URL = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=#{z}/{x}/{y}';

/** Renders a map and returns the zoom level of every tile it ever asked for. */
async function tileZoomsOf(view: { center: LatLngTuple; frame?: LatLngTuple[] }): Promise<Set<string>> {
  const zooms = new Set<string>();
  const host = document.createElement('div');
  document.body.append(host);
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLImageElement && node.classList.contains('leaflet-tile'))
          zooms.add(node.src.split('#')[1]?.split('/')[0] ?? '?');
  });
  observer.observe(host, { childList: true, subtree: true });
  const screen = await render(
    <ProspectThemeProvider>
      <div style={{ width: 390 }}>
        <MapView height="300px" tileUrl={TILE_URL} center={view.center} frame={view.frame} />
      </div>
    </ProspectThemeProvider>,
    { container: host },
  );
  await expect.poll(() => host.querySelector('[data-tiles="loaded"]')).not.toBeNull();
  observer.disconnect();
  await screen.unmount();
  host.remove();
  return zooms;
}

describe('MapView: where it opens', () => {
  it('on a centre, at the usual zoom', async () => {
    expect(await tileZoomsOf({ center: [47.28, -2.39] })).toEqual(new Set(['13']));
  });

  it('framed on several places, from its first tiles: no set at the centre zoom before the fit', async () => {
    // La Baule and Nantes: framing both takes a wider view than the centre's zoom 13.
    const frame: LatLngTuple[] = [
      [47.28, -2.39],
      [47.22, -1.55],
    ];
    const zooms = await tileZoomsOf({ center: [47.25, -1.97], frame });
    expect(zooms.size).toBe(1);
    expect(Number([...zooms][0])).toBeLessThan(13);
  });

  it('with a single place in its frame, on the centre', async () => {
    expect(await tileZoomsOf({ center: [47.28, -2.39], frame: [[47.28, -2.39]] })).toEqual(new Set(['13']));
  });
});

describe('MapView: its first tiles', () => {
  it('asks for them before Leaflet makes the map: exactly the tiles the map then draws', async () => {
    const { early, drawn } = await tilesAskedAndDrawn(
      <ProspectThemeProvider>
        <div style={{ width: 390 }}>
          <MapView height="300px" tileUrl={TILE_URL} center={[47.28, -2.39]} zoom={15} />
        </div>
      </ProspectThemeProvider>,
    );
    expect(early.length).toBeGreaterThan(1);
    expect(new Set(early)).toEqual(drawn);
  });

  it('leaves a framed map to Leaflet, whose fitting decides the zoom', async () => {
    // A view no other test opens: warmTiles asks for an address once per page.
    const { early, drawn } = await tilesAskedAndDrawn(
      <ProspectThemeProvider>
        <div style={{ width: 390 }}>
          <MapView
            height="300px"
            tileUrl={TILE_URL}
            center={[47.66, -1.93]}
            frame={[
              [48.11, -1.68],
              [47.22, -2.19],
            ]}
          />
        </div>
      </ProspectThemeProvider>,
    );
    expect(drawn.size).toBeGreaterThan(0);
    expect(early).toEqual([]);
  });
});

describe('MapView: its first view told to the app', () => {
  // A whole 1 × 1 GIF: only tiles that loaded are told.
  const LOADING_TILE_URL =
    'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7#{z}/{x}/{y}';

  it('once, with every tile the first view drew, when they have loaded', async () => {
    const reports: (readonly string[])[] = [];
    const host = document.createElement('div');
    document.body.append(host);
    const screen = await render(
      <ProspectThemeProvider>
        <MapTilesProvider url={LOADING_TILE_URL} onFirstViewTiles={(urls) => reports.push(urls)}>
          <div style={{ width: 390 }}>
            <MapView height="300px" center={[47.41, -2.05]} zoom={14} />
          </div>
        </MapTilesProvider>
      </ProspectThemeProvider>,
      { container: host },
    );
    await expect.poll(() => host.querySelector('[data-tiles="loaded"]')).not.toBeNull();
    const drawn = Array.from(host.querySelectorAll('img.leaflet-tile'), (image) => image.getAttribute('src'));
    expect(reports).toHaveLength(1);
    expect(reports[0]?.length).toBeGreaterThan(1);
    expect(new Set(reports[0])).toEqual(new Set(drawn));
    await screen.unmount();
    host.remove();
  });
});
