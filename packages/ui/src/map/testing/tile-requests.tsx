// Browser tests only: which tiles a map asks for ahead of Leaflet, and which Leaflet then draws.
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { render } from 'vitest-browser-react';

/** A blank tile whose fragment names it: nothing leaves the browser. */
export const BLANK_TILE_URL = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=#{z}/{x}/{y}';

/** One sector near the zone fallback, as the API gives it (EWKT). */
export const ONE_SECTOR = {
  id: 1,
  number: 1,
  status: 'ready' as const,
  geometry: 'SRID=4326;POLYGON ((-2.376 47.288, -2.366 47.288, -2.366 47.295, -2.376 47.295, -2.376 47.288))',
};

/** Every address given to an image made by script (`new Image()`) while `run` goes on. */
async function scriptImagesDuring(run: () => Promise<void>): Promise<string[]> {
  const asked: string[] = [];
  const OriginalImage = window.Image;
  window.Image = class extends OriginalImage {
    override set src(value: string) {
      asked.push(value);
      super.src = value;
    }
    override get src() {
      return super.src;
    }
  };
  try {
    await run();
  } finally {
    window.Image = OriginalImage;
  }
  return asked;
}

/**
 * Renders `map` until its tiles are in, and returns the tile addresses asked for by script before
 * Leaflet (the warm-up) and those of every Leaflet tile drawn.
 */
export async function tilesAskedAndDrawn(map: ReactNode): Promise<{ early: string[]; drawn: Set<string> }> {
  const host = document.createElement('div');
  document.body.append(host);
  const drawn = new Set<string>();
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLImageElement && node.classList.contains('leaflet-tile')) drawn.add(node.src);
  });
  observer.observe(host, { childList: true, subtree: true });
  const early = await scriptImagesDuring(async () => {
    const screen = await render(map, { container: host });
    await expect.poll(() => host.querySelector('[data-tiles="loaded"]'), { timeout: 10_000 }).not.toBeNull();
    await screen.unmount();
  });
  observer.disconnect();
  host.remove();
  return { early, drawn };
}
