/** Spec §3/§4: whether the user agreed to share their position, kept in the browser. */
export type GeolocationPreference = 'pending' | 'granted' | 'denied';

/** localStorage key, beside the session keys of spec §3 (access_token, refresh_token…). */
export const GEOLOCATION_PREFERENCE_KEY = 'geolocation_preference';

export interface GeolocationPreferenceStore {
  read(): GeolocationPreference;
  write(preference: GeolocationPreference): void;
}

function isPreference(value: unknown): value is GeolocationPreference {
  return value === 'pending' || value === 'granted' || value === 'denied';
}

/** The store the app uses; storage can fail (private browsing, quotas), in which case nothing is kept. */
export function localStoragePreferenceStore(
  storage: () => Storage | undefined = () => globalThis.localStorage,
): GeolocationPreferenceStore {
  return {
    read() {
      try {
        const value = storage()?.getItem(GEOLOCATION_PREFERENCE_KEY);
        return isPreference(value) ? value : 'pending';
      } catch {
        return 'pending';
      }
    },
    write(preference) {
      try {
        storage()?.setItem(GEOLOCATION_PREFERENCE_KEY, preference);
      } catch {
        // The choice then lasts only as long as the page.
      }
    },
  };
}

/** A store that forgets on reload: stories and tests, so no state leaks between them. */
export function memoryPreferenceStore(
  initial: GeolocationPreference = 'pending',
): GeolocationPreferenceStore {
  let current = initial;
  return {
    read: () => current,
    write: (preference) => {
      current = preference;
    },
  };
}
