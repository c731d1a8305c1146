// Helpers for map stories and their play functions (never exported to the app).
import { expect, fn, waitFor } from 'storybook/test';
import styled from 'styled-components';
import type { GeolocationSource } from '../geolocation';
import type { LatLngTuple, MapNote } from '../types';

/** The frozen clock of the story tests (test/freeze.ts): seeded dates count back from it. */
export const STORY_NOW = new Date(2026, 10, 22, 9, 30);

/**
 * Waits until every map under `root` has its tiles in (MapView sets data-tiles="loaded" on Leaflet's
 * 'load' event, which also fires when tiles failed), so screenshots never catch a half-drawn map.
 */
export async function waitForMapTiles(root: HTMLElement): Promise<void> {
  await waitFor(
    () => {
      const maps = [...root.querySelectorAll('[data-tiles]')];
      expect(maps.length).toBeGreaterThan(0);
      for (const map of maps) expect(map).toHaveAttribute('data-tiles', 'loaded');
    },
    { timeout: 15_000 },
  );
}

/**
 * Waits until the open note popup sits wholly inside its map: a popup opened near an edge moves the
 * map (without animation) so an agent never has to drag to reach 'Enregistrer'.
 */
export async function expectPopupInsideMap(root: HTMLElement): Promise<void> {
  await waitFor(() => {
    const map = root.querySelector('.prospect-map');
    const popup = root.querySelector('.leaflet-popup-content-wrapper');
    expect(map).toBeInstanceOf(HTMLElement);
    expect(popup).toBeInstanceOf(HTMLElement);
    const frame = (map as HTMLElement).getBoundingClientRect();
    const box = (popup as HTMLElement).getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(frame.left);
    expect(box.top).toBeGreaterThanOrEqual(frame.top);
    expect(box.right).toBeLessThanOrEqual(frame.right);
    expect(box.bottom).toBeLessThanOrEqual(frame.bottom);
  });
}

/** A fake `navigator.geolocation` answering with `answer`, recording the options it was asked with. */
export function fakeGeolocation(answer: LatLngTuple | 'denied') {
  const getCurrentPosition = fn<GeolocationSource['getCurrentPosition']>((success, failure) => {
    if (answer === 'denied') {
      failure?.({
        code: 1,
        message: 'User denied Geolocation',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      });
      return;
    }
    const [latitude, longitude] = answer;
    const coords = {
      latitude,
      longitude,
      accuracy: 12,
      altitude: null,
      altitudeAccuracy: null,
      heading: null,
      speed: null,
    };
    success({
      coords: { ...coords, toJSON: () => coords },
      timestamp: 0,
      toJSON: () => ({ coords, timestamp: 0 }),
    });
  });
  return { getCurrentPosition };
}

/** A small deterministic generator (mulberry32), so generated notes are the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` notes scattered around `around` (a seeded zone note gives the author and date), as years of
 * door-to-door work would leave them: dense near the centre, thinning out within `spread` degrees.
 */
export function generateNotes(around: MapNote, count: number, spread = 0.02, seed = 42): MapNote[] {
  const random = seededRandom(seed);
  const [lng, lat] = around.location?.coordinates ?? [0, 0];
  return Array.from({ length: count }, (_, index) => {
    const distance = spread * random() ** 2;
    const angle = random() * Math.PI * 2;
    return {
      ...around,
      id: 100_000 + index,
      content: `${around.content} (${index + 1})`,
      location: {
        type: 'Point' as const,
        coordinates: [(lng ?? 0) + distance * Math.cos(angle) * 1.4, (lat ?? 0) + distance * Math.sin(angle)],
      },
    };
  });
}

/** A map popup's card, for stories of a popup's content alone. */
export const PopupCard = styled.div`
  max-width: 280px;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;
