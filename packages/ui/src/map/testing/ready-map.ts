// Browser tests only: a map is made over a few tasks (MapView), its layers last.
import { expect } from 'vitest';

/** Leaflet's element of the map under `root`, once the map's layers are on it and a tap reaches them. */
export async function readyMap(root: HTMLElement): Promise<HTMLElement> {
  const find = () => root.querySelector('[data-layers="ready"] .prospect-map');
  await expect.poll(find, { timeout: 10_000 }).toBeInstanceOf(HTMLElement);
  return find() as HTMLElement;
}
