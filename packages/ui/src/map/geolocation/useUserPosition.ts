import { useCallback, useEffect, useState } from 'react';
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

export interface UserPosition {
  preference: GeolocationPreference;
  position: LatLngTuple | null;
  allow: () => void;
  decline: () => void;
  /** Forgets the answer, so the question is asked again. */
  reset: () => void;
}

/**
 * The user's position, read only when `enabled` and the user agreed, and followed while the map is
 * shown. A browser refusal is remembered as 'denied' so the question is not asked in a loop.
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
  const [position, setPosition] = useState<LatLngTuple | null>(null);

  const setPreference = useCallback(
    (next: GeolocationPreference) => {
      store.write(next);
      setPreferenceState(next);
      if (next !== 'granted') setPosition(null);
    },
    [store],
  );

  useEffect(() => {
    if (!enabled || preference !== 'granted' || !geolocation) return;
    let current = true;
    const found = ({ coords }: GeolocationPosition) => {
      if (current) setPosition([coords.latitude, coords.longitude]);
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
  }, [enabled, preference, geolocation, setPreference]);

  return {
    preference,
    position,
    allow: useCallback(() => setPreference('granted'), [setPreference]),
    decline: useCallback(() => setPreference('denied'), [setPreference]),
    reset: useCallback(() => setPreference('pending'), [setPreference]),
  };
}
