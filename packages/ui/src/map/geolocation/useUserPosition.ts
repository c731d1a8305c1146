import { useCallback, useEffect, useState } from 'react';
import { GEOLOCATION_OPTIONS } from '../constants';
import type { LatLngTuple } from '../types';
import type { GeolocationPreference, GeolocationPreferenceStore } from './preference';

/** What the map needs of `navigator.geolocation`; stories pass a fake one. */
export type GeolocationSource = Pick<Geolocation, 'getCurrentPosition'>;

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
 * The user's position, asked for only when `enabled` (the map has no centre of its own) and the user
 * agreed. A browser refusal is remembered as 'denied' so the question is not asked in a loop.
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
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (current) setPosition([coords.latitude, coords.longitude]);
      },
      (error) => {
        if (current && error.code === PERMISSION_DENIED) setPreference('denied');
      },
      GEOLOCATION_OPTIONS,
    );
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
