import { canvas, map as leafletMap, polygon, type Renderer } from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import { removalSafeCanvas } from './removal-safe-canvas';

const containers: HTMLElement[] = [];
afterEach(() => {
  for (const container of containers.splice(0)) container.remove();
});

/** A map drawing one polygon with `renderer`, then removed, as when a page with a map is left. */
function removedMapWith(renderer: Renderer): { redraw(): void } {
  const container = document.createElement('div');
  container.style.cssText = 'width: 200px; height: 200px';
  document.body.append(container);
  containers.push(container);
  const map = leafletMap(container, { center: [47.28, -2.39], zoom: 14, renderer });
  polygon(
    [
      [47.28, -2.39],
      [47.281, -2.389],
      [47.279, -2.388],
    ],
    { renderer },
  ).addTo(map);
  map.remove();
  // The redraw Leaflet may still have pending at that moment.
  return { redraw: () => (renderer as unknown as { _redraw(): void })._redraw() };
}

describe('removalSafeCanvas', () => {
  it("is what Leaflet's own canvas is not: safe to redraw after its map was removed", () => {
    expect(() => removedMapWith(canvas()).redraw()).toThrow(/clearRect/);
    expect(() => removedMapWith(removalSafeCanvas()).redraw()).not.toThrow();
  });
});
