import fc from 'fast-check';
import L from 'leaflet';
import { describe, expect, it } from 'vitest';
import { tilesInView } from './tiles-in-view';

// A blank image whose fragment carries every placeholder Leaflet fills, so two lists compare as text.
const TEMPLATE = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=#{s}/{z}/{x}/{y}/{-y}{r}';

/** The tile addresses a real Leaflet map asks for when it opens on this view, in its order. */
function leafletTiles(view: {
  center: [number, number];
  zoom: number;
  width: number;
  height: number;
}): string[] {
  const host = document.createElement('div');
  host.style.cssText = `width:${view.width}px;height:${view.height}px;position:absolute;left:0;top:0`;
  document.body.append(host);
  // The options MapView opens its maps with.
  const map = L.map(host, {
    center: view.center,
    zoom: view.zoom,
    zoomAnimation: false,
    fadeAnimation: false,
    markerZoomAnimation: false,
    zoomControl: false,
    attributionControl: false,
  });
  const urls: string[] = [];
  L.tileLayer(TEMPLATE)
    .on('tileloadstart', (event) => urls.push((event as L.TileEvent).tile.src))
    .addTo(map);
  map.remove();
  host.remove();
  return urls;
}

const ours = (view: { center: [number, number]; zoom: number; width: number; height: number }) =>
  tilesInView({ ...view, urlTemplate: TEMPLATE, retina: window.devicePixelRatio > 1 });

describe('tilesInView: the tiles Leaflet opens a map with, without Leaflet', () => {
  it('names the very tiles a Leaflet map asks for, in its order, for any view', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -89, max: 89, noNaN: true }),
        fc.double({ min: -400, max: 400, noNaN: true }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 1400 }),
        fc.integer({ min: 1, max: 1000 }),
        (lat, lng, zoom, width, height) => {
          const view = { center: [lat, lng] as [number, number], zoom, width, height };
          expect(ours(view)).toEqual(leafletTiles(view));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('holds on the views the app opens: a sector at zoom 15 on a phone', () => {
    const view = { center: [47.2913, -2.3712] as [number, number], zoom: 15, width: 358, height: 240 };
    const tiles = ours(view);
    expect(tiles.length).toBeGreaterThan(1);
    expect(tiles).toEqual(leafletTiles(view));
  });

  it('asks for nothing where Leaflet draws nothing: an empty box', () => {
    expect(ours({ center: [47, -2], zoom: 13, width: 0, height: 300 })).toEqual([]);
  });

  it('leaves alone a template with a placeholder Leaflet would fill from elsewhere', () => {
    const view = { center: [47, -2] as [number, number], zoom: 13, width: 390, height: 300, retina: false };
    expect(tilesInView({ ...view, urlTemplate: '/tiles/{z}/{x}/{y}.png?key={apiKey}' })).toEqual([]);
    const plain = tilesInView({ ...view, urlTemplate: '/tiles/{z}/{x}/{y}.png' });
    expect(plain.length).toBeGreaterThan(1);
    for (const url of plain) expect(url).toMatch(/^\/tiles\/13\/\d+\/\d+\.png$/);
  });
});
