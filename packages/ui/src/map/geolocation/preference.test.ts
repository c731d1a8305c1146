import { describe, expect, it } from 'vitest';
import { GEOLOCATION_PREFERENCE_KEY, localStoragePreferenceStore } from './preference';

function fakeStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => values.delete(key),
    setItem: (key, value) => values.set(key, value),
  } as Storage;
}

describe('the stored geolocation preference', () => {
  it('is pending until the user answers', () => {
    expect(localStoragePreferenceStore(() => fakeStorage()).read()).toBe('pending');
  });

  it('keeps the answer under its key', () => {
    const storage = fakeStorage();
    const store = localStoragePreferenceStore(() => storage);
    store.write('denied');
    expect(storage.getItem(GEOLOCATION_PREFERENCE_KEY)).toBe('denied');
    expect(store.read()).toBe('denied');
  });

  it('reads an unknown value as pending', () => {
    const store = localStoragePreferenceStore(() => fakeStorage({ [GEOLOCATION_PREFERENCE_KEY]: 'maybe' }));
    expect(store.read()).toBe('pending');
  });

  it('survives a storage that throws', () => {
    const store = localStoragePreferenceStore(() => {
      throw new Error('SecurityError');
    });
    expect(store.read()).toBe('pending');
    expect(() => store.write('granted')).not.toThrow();
  });
});
