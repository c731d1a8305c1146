import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { memoryPreferenceStore } from './preference';
import { type GeolocationSource, useUserPosition } from './use-user-position';

/** A watchable fake: `move` sends a position to every live watch. */
function watchableGeolocation() {
  const watches = new Map<number, PositionCallback>();
  let nextId = 1;
  const started: number[] = [];
  const cleared: number[] = [];
  const source: GeolocationSource = {
    getCurrentPosition: () => undefined,
    watchPosition: (success) => {
      const id = nextId++;
      watches.set(id, success);
      started.push(id);
      return id;
    },
    clearWatch: (id) => {
      watches.delete(id);
      cleared.push(id);
    },
  };
  const move = (latitude: number, longitude: number, accuracy: number) => {
    const coords = { latitude, longitude, accuracy } as GeolocationCoordinates;
    for (const success of watches.values()) success({ coords, timestamp: 0 } as GeolocationPosition);
  };
  return { source, move, started, cleared, live: () => watches.size };
}

function Probe({ geolocation }: { geolocation: GeolocationSource }) {
  const { fix } = useUserPosition({ enabled: true, geolocation, store: memoryPreferenceStore('granted') });
  return <p>{fix ? `${fix.position.join(',')} ±${fix.accuracy}` : 'nowhere'}</p>;
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useUserPosition', () => {
  afterEach(() => {
    // Back to the browser's own getter, on the prototype.
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('keeps the accuracy of each position', async () => {
    const geolocation = watchableGeolocation();
    const screen = await render(<Probe geolocation={geolocation.source} />);
    geolocation.move(47.28, -2.39, 35);
    await expect.element(screen.getByText('47.28,-2.39 ±35')).toBeInTheDocument();
  });

  it('stops watching while the page is hidden, and watches again once it is back', async () => {
    const geolocation = watchableGeolocation();
    const screen = await render(<Probe geolocation={geolocation.source} />);
    expect(geolocation.live()).toBe(1);
    setVisibility('hidden');
    await expect.poll(() => geolocation.live()).toBe(0);
    expect(geolocation.cleared).toEqual(geolocation.started);
    setVisibility('visible');
    await expect.poll(() => geolocation.live()).toBe(1);
    expect(geolocation.started).toHaveLength(2);
    geolocation.move(47.3, -2.4, 8);
    await expect.element(screen.getByText('47.3,-2.4 ±8')).toBeInTheDocument();
  });
});
