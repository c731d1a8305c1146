import { ProspectThemeProvider, theme } from '@prospect/ui/theme';
import type { Map as LeafletMap } from 'leaflet';
import { useLayoutEffect } from 'react';
import { useMap } from 'react-leaflet';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { POLYGON_FILL_OPACITY } from '../constants';
import { MapView } from '../MapView';
import { readyMap } from '../testing/ready-map';
import type { MapSector } from '../types';
import { SectorPolygons } from './SectorPolygons';

const CENTER: [number, number] = [47.28, -2.39];

/**
 * A row of square sectors, 0.002° wide (about 23 px at zoom 14), going east from CENTER: the first
 * sits in the middle. Numbered from `firstNumber`.
 */
function sectorsEastward(count: number, firstNumber = 1): MapSector[] {
  return Array.from({ length: count }, (_, index) => {
    const west = CENTER[1] - 0.001 + index * 0.002;
    const [south, north] = [CENTER[0] - 0.001, CENTER[0] + 0.001];
    return {
      id: index + 1,
      number: index + firstNumber,
      status: 'ready',
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [west, south],
            [west + 0.002, south],
            [west + 0.002, north],
            [west, north],
            [west, south],
          ],
        ],
      },
    };
  });
}

function GrabMap({ onMap }: { onMap: (map: LeafletMap) => void }) {
  const map = useMap();
  useLayoutEffect(() => {
    onMap(map);
  }, [map, onMap]);
  return null;
}

async function renderSectors(sectors: MapSector[], zoom: number) {
  let map: LeafletMap | undefined;
  const screen = await render(
    <ProspectThemeProvider>
      <MapView height="400px" center={CENTER} zoom={zoom} tileUrl="data:,">
        <SectorPolygons sectors={sectors} />
        <GrabMap
          onMap={(grabbed) => {
            map = grabbed;
          }}
        />
      </MapView>
    </ProspectThemeProvider>,
  );
  await readyMap(screen.container);
  if (!map) throw new Error('no map');
  // The numbers are drawn on a canvas whose accessible name lists them: "Secteur N°1, Secteur N°2".
  const numbers = () =>
    screen.container.querySelector('canvas.prospect-sector-labels')?.getAttribute('aria-label');
  const labels = () =>
    (numbers() ?? '')
      .split(', ')
      .filter(Boolean)
      .map((name) => name.replace('Secteur N°', ''));
  // On the map once the layer is added; drawn in the next frame.
  await expect.poll(() => screen.container.querySelector('canvas.prospect-sector-labels')).not.toBeNull();
  return { map, labels };
}

describe('SectorPolygons numbers', () => {
  it('labels only the sectors in and around the view, and follows the view', async () => {
    // 300 sectors over about 45 km; a 390 px map at zoom 16 shows about 0.6 km.
    const { map, labels } = await renderSectors(sectorsEastward(300), 16);
    await expect.poll(labels).toContain('1');
    expect(labels().length).toBeGreaterThan(1);
    expect(labels().length).toBeLessThan(20);
    expect(labels()).not.toContain('250');

    map.setView([CENTER[0], CENTER[1] + 249 * 0.002], 16, { animate: false });
    await expect.poll(labels).toContain('250');
    expect(labels()).not.toContain('1');
  });

  it('hides both drawings from a zoom until they are drawn at the new scale, numbers included', async () => {
    const { map, labels } = await renderSectors(sectorsEastward(3, 100), 14);
    await expect.poll(labels).toEqual(['100', '102']);
    const canvases = () => [
      ...document.querySelectorAll<HTMLCanvasElement>(
        'canvas.prospect-sector-shapes, canvas.prospect-sector-labels',
      ),
    ];
    expect(canvases()).toHaveLength(2);
    map.setZoom(15, { animate: false });
    // Zoomed, not yet redrawn: nothing at the former scale shows.
    expect(canvases().map((canvas) => canvas.style.visibility)).toEqual(['hidden', 'hidden']);
    await expect.poll(labels).toEqual(['100', '101', '102']);
    await expect.poll(() => canvases().map((canvas) => canvas.style.visibility)).toEqual(['', '']);
  });

  it('shows no number below zoom 14', async () => {
    const { map, labels } = await renderSectors(sectorsEastward(5), 13);
    // Drawn with nothing to show: an image no longer, hidden from assistive technologies.
    await expect
      .poll(() => document.querySelector('canvas.prospect-sector-labels')?.getAttribute('aria-hidden'))
      .toBe('true');
    expect(labels()).toEqual([]);
    map.setZoom(14, { animate: false });
    await expect.poll(labels).toEqual(['1', '2', '3', '4', '5']);
  });

  it('leaves out a number that would cover another until zooming in frees its place', async () => {
    // Three-digit numbers are wider than a sector at zoom 14: 101 would cover 100 and 102.
    const { map, labels } = await renderSectors(sectorsEastward(3, 100), 14);
    await expect.poll(labels).toEqual(['100', '102']);
    map.setZoom(15, { animate: false });
    await expect.poll(labels).toEqual(['100', '101', '102']);
  });
});

/** The shapes' canvas pixel under `latLng`, as [r, g, b, a]. */
function shapePixel(map: LeafletMap, latLng: [number, number]): number[] {
  const canvas = document.querySelector<HTMLCanvasElement>('canvas.prospect-sector-shapes');
  if (!canvas) throw new Error('no shapes canvas');
  const point = map.latLngToContainerPoint(latLng);
  const mapBox = map.getContainer().getBoundingClientRect();
  const canvasBox = canvas.getBoundingClientRect();
  const scale = canvas.width / canvasBox.width;
  const x = Math.round((mapBox.left + point.x - canvasBox.left) * scale);
  const y = Math.round((mapBox.top + point.y - canvasBox.top) * scale);
  return [...(canvas.getContext('2d')?.getImageData(x, y, 1, 1).data ?? [])];
}

/** The pixel is `hex` laid at 60 % (the canvas keeps colour and alpha apart). */
function expectFill(pixel: number[], hex: string) {
  const expected = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  const [r = 0, g = 0, b = 0, alpha = 0] = pixel;
  expect(alpha).toBeCloseTo(POLYGON_FILL_OPACITY * 255, -1);
  expect(
    [r, g, b].every((value, index) => Math.abs(value - (expected[index] ?? 0)) < 4),
    `${pixel} against ${hex}`,
  ).toBe(true);
}

describe('SectorPolygons shapes', () => {
  const shapesCanvas = () => document.querySelector<HTMLCanvasElement>('canvas.prospect-sector-shapes');

  it('draws the sectors in and around the view, and follows the view', async () => {
    const { map } = await renderSectors(sectorsEastward(300), 16);
    await expect.poll(() => shapesCanvas()?.dataset.sectors).toBe('300');
    const drawn = Number(shapesCanvas()?.dataset.drawn);
    expect(drawn).toBeGreaterThan(1);
    expect(drawn).toBeLessThan(20);
    // The 250th sector's middle is clear until the view goes there.
    const far: [number, number] = [CENTER[0], CENTER[1] + 249 * 0.002];
    map.setView(far, 16, { animate: false });
    await expect.poll(() => shapePixel(map, far)[3]).toBeGreaterThan(0);
    expect(shapesCanvas()?.getAttribute('aria-hidden')).toBe('true');
  });

  it('fills each sector with its status colour at 60 %, and keeps a hole and the ground between sectors clear', async () => {
    const ring = (half: number): [number, number][] => [
      [CENTER[1] - half, CENTER[0] - half],
      [CENTER[1] + half, CENTER[0] - half],
      [CENTER[1] + half, CENTER[0] + half],
      [CENTER[1] - half, CENTER[0] + half],
      [CENTER[1] - half, CENTER[0] - half],
    ];
    // Wound the same way as its outline: only the even-odd rule keeps this hole open.
    const holed: MapSector = {
      id: 1,
      number: 1,
      status: 'pending',
      geometry: { type: 'Polygon', coordinates: [ring(0.002), ring(0.0008)] },
    };
    const [east] = sectorsEastward(1);
    if (!east) throw new Error('no sector');
    const done: MapSector = { ...east, id: 2, number: 2, status: 'done' };
    const shifted: MapSector = {
      ...done,
      geometry: {
        type: 'Polygon',
        coordinates: [ring(0.001).map(([lng, lat]): [number, number] => [lng + 0.006, lat])],
      },
    };
    const { map } = await renderSectors([holed, shifted], 15);
    await expect.poll(() => shapesCanvas()?.dataset.drawn).toBe('2');

    expectFill(shapePixel(map, [CENTER[0] + 0.0015, CENTER[1]]), theme.mapStatusColors.pending);
    expect(shapePixel(map, CENTER)[3]).toBe(0);
    expect(shapePixel(map, [CENTER[0], CENTER[1] + 0.004])[3]).toBe(0);
    expectFill(shapePixel(map, [CENTER[0], CENTER[1] + 0.006]), theme.mapStatusColors.ready);
  });
});
