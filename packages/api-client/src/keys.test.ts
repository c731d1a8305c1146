import { endpoints } from '@prospect/contract';
import { describe, expect, it } from 'vitest';
import { refreshPath } from './auth/refresh-token';
import { revokeRefreshTokenPath } from './auth/revoke-refresh-token';
import {
  favoritesKey,
  houseNotesKey,
  profileKey,
  sectorKey,
  statsKey,
  streetDoorsKey,
  zoneKey,
  zonesKey,
} from './read-keys';

// The reads the app's entry prefetches (apps/prospect/src/routes/router.tsx) take the contract's
// addresses one by one, not its table; they must still be the table's, with the method it names.
describe("read keys are the contract's addresses", () => {
  it.each([
    ['getProfile', profileKey],
    ['getStats', statsKey],
    ['getZones', zonesKey],
    ['getFavorites', favoritesKey],
    ['getHouseNotes', houseNotesKey],
    ['getZone', zoneKey(41)],
    ['getSector', sectorKey(41)],
    ['getStreetDoors', streetDoorsKey(41)],
  ] as const)('%s', (name, key) => {
    expect(key).toBe(endpoints[name].path.replace('{id}', '41'));
    expect(endpoints[name].method).toBe('GET');
  });
});

// Sign-in and sign-out are on every first load: they too take single addresses.
describe("session addresses are the contract's", () => {
  it.each([
    ['refreshToken', refreshPath],
    ['revokeRefreshToken', revokeRefreshTokenPath],
  ] as const)('%s', (name, path) => {
    expect(path).toBe(endpoints[name].path);
    expect(endpoints[name].method).toBe('POST');
  });
});
