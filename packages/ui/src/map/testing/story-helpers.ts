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

/** A position as the browser hands it over. */
function browserPosition([latitude, longitude]: LatLngTuple, accuracy: number): GeolocationPosition {
  const coords = {
    latitude,
    longitude,
    accuracy,
    altitude: null,
    altitudeAccuracy: null,
    heading: null,
    speed: null,
  };
  return {
    coords: { ...coords, toJSON: () => coords },
    timestamp: 0,
    toJSON: () => ({ coords, timestamp: 0 }),
  };
}

/**
 * A fake `navigator.geolocation` answering with `answer` (within `accuracy` metres), recording the
 * options it was asked with.
 */
export function fakeGeolocation(answer: LatLngTuple | 'denied', accuracy = 12) {
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
    success(browserPosition(answer, accuracy));
  });
  return { getCurrentPosition };
}

/**
 * A fake geolocation that follows the agent: `moveTo` sends a new position to the map's watch (and is
 * the first answer, so a play function can place the agent from the story's loaded data).
 */
export function walkingGeolocation(accuracy = 12) {
  let current: GeolocationPosition | null = null;
  const watches = new Map<number, PositionCallback>();
  let nextId = 1;
  return {
    getCurrentPosition: (success: PositionCallback) => {
      if (current) success(current);
    },
    watchPosition: (success: PositionCallback) => {
      watches.set(nextId, success);
      if (current) success(current);
      return nextId++;
    },
    clearWatch: (id: number) => {
      watches.delete(id);
    },
    moveTo(position: LatLngTuple, metres = accuracy) {
      const next = browserPosition(position, metres);
      current = next;
      for (const success of watches.values()) success(next);
    },
  };
}

/** Metres in a degree of latitude, to place a fake position a given distance from a sector. */
export const METRES_PER_DEGREE_LATITUDE = (6_371_008.8 * Math.PI) / 180;

/** The place `metres` due south of the southernmost corner of the outlines: that far from them. */
export function southOf(outlines: readonly (readonly LatLngTuple[])[], metres: number): LatLngTuple {
  const corners = outlines.flat();
  const southmost = corners.reduce(
    (low, corner) => (corner[0] < low[0] ? corner : low),
    corners[0] ?? [0, 0],
  );
  return [southmost[0] - metres / METRES_PER_DEGREE_LATITUDE, southmost[1]];
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
