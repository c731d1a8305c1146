import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { GEOLOCATION_OPTIONS } from '../constants';
import type { LatLngTuple } from '../types';
import type { GeolocationPreference, GeolocationPreferenceStore } from './preference';

/**
 * What the map needs of `navigator.geolocation`; stories pass a fake one. With `watchPosition` the
 * position follows the agent down the street; without it, it is read once.
 */
export type GeolocationSource = Pick<Geolocation, 'getCurrentPosition'> &
  Partial<Pick<Geolocation, 'watchPosition' | 'clearWatch'>>;

/** The browser's geolocation, when it has one. */
export function browserGeolocation(): GeolocationSource | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.geolocation;
}

const PERMISSION_DENIED = 1;

/** Where the device thinks it is, and how sure it is. */
export interface PositionFix {
  position: LatLngTuple;
  /** Radius in metres within which the agent probably stands (`coords.accuracy`). */
  accuracy: number;
}

export interface UserPosition {
  preference: GeolocationPreference;
  position: LatLngTuple | null;
  /** The position with its accuracy; null until the first one. */
  fix: PositionFix | null;
  allow: () => void;
  decline: () => void;
  /** Forgets the answer, so the question is asked again. */
  reset: () => void;
}

function subscribeToVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** Whether the page is on screen; always true where there is no document (server rendering). */
function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeToVisibility,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

/**
 * The user's position, read only when `enabled` and the user agreed, and followed while the map is
 * shown and the page visible: a phone in a pocket, screen off, stops the GPS rather than draining the
 * battery, and picks it up again when the page comes back. A browser refusal is remembered as
 * 'denied' so the question is not asked in a loop.
 */
export function useUserPosition({
  enabled,
  geolocation,
  store,
}: {
  enabled: boolean;
  geolocation: GeolocationSource | undefined;
  store: GeolocationPreferenceStore;
}): UserPosition {
  const [preference, setPreferenceState] = useState<GeolocationPreference>(() => store.read());
  const [fix, setFix] = useState<PositionFix | null>(null);
  const visible = usePageVisible();

  const setPreference = useCallback(
    (next: GeolocationPreference) => {
      store.write(next);
      setPreferenceState(next);
      if (next !== 'granted') setFix(null);
    },
    [store],
  );

  useEffect(() => {
    if (!enabled || !visible || preference !== 'granted' || !geolocation) return;
    let current = true;
    const found = ({ coords }: GeolocationPosition) => {
      if (current) setFix({ position: [coords.latitude, coords.longitude], accuracy: coords.accuracy });
    };
    const failed = (error: GeolocationPositionError) => {
      if (current && error.code === PERMISSION_DENIED) setPreference('denied');
    };
    if (geolocation.watchPosition && geolocation.clearWatch) {
      const watch = geolocation.watchPosition(found, failed, GEOLOCATION_OPTIONS);
      const clear = geolocation.clearWatch.bind(geolocation);
      return () => {
        current = false;
        clear(watch);
      };
    }
    geolocation.getCurrentPosition(found, failed, GEOLOCATION_OPTIONS);
    return () => {
      current = false;
    };
  }, [enabled, visible, preference, geolocation, setPreference]);

  return {
    preference,
    position: fix?.position ?? null,
    fix,
    allow: useCallback(() => setPreference('granted'), [setPreference]),
    decline: useCallback(() => setPreference('denied'), [setPreference]),
    reset: useCallback(() => setPreference('pending'), [setPreference]),
  };
}
