import { demoAccounts, fixtures } from '@prospect/mock-server';
import { describe, expect, it } from 'vitest';
import { reverseGeocode } from '../geocode/reverse-geocode';
import { getStats } from '../stats/get-stats';
import { storageKeys } from '../storage';
import { clientFor, failureOf, useMockBackend } from '../test-support';
import { getProfile } from './get-profile';
import { updateProfilePicture } from './update-profile-picture';

useMockBackend();

// The smallest valid PNG: the mock checks the file's first bytes, not only its declared type.
const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

describe('profile', () => {
  it('getProfile answers the contract and keeps it as user_data', async () => {
    const client = clientFor(demoAccounts.agent);
    const profile = await getProfile(client);
    expect(profile).toEqual({ ...fixtures.profile(), isImpersonated: false, impersonatorEmail: null });
    expect(JSON.parse(client.storage.getItem(storageKeys.userData) ?? 'null')).toEqual(profile);
  });

  it('getProfile without a session: 401', async () => {
    expect(await failureOf(getProfile(clientFor()))).toMatchObject({ kind: 'http', status: 401 });
  });

  it('updateProfilePicture uploads the image as multipart', async () => {
    const client = clientFor(demoAccounts.agent);
    const answer = await updateProfilePicture(client, new Blob([pngBytes], { type: 'image/png' }));
    expect(answer.profile_picture).toMatch(/^data:image\/png;base64,/);
    expect((await getProfile(client)).profile.profile_picture).toBe(answer.profile_picture);
  });

  it('updateProfilePicture refuses what is not an image', async () => {
    const failure = await failureOf(
      updateProfilePicture(clientFor(demoAccounts.agent), new Blob(['<svg/>'], { type: 'image/svg+xml' })),
    );
    expect(failure).toMatchObject({
      status: 400,
      body: { fields: { profile_picture: [expect.any(String)] } },
    });
  });
});

describe('stats and geocoding', () => {
  it('getStats answers the six figures', async () => {
    expect(await getStats(clientFor(demoAccounts.agent))).toEqual(fixtures.stats());
  });

  it('reverseGeocode sends lat and lon, answers an address', async () => {
    const place = await reverseGeocode(clientFor(demoAccounts.agent), { lat: 47.2853, lng: -2.3922 });
    expect(place.display_name).not.toBe('');
    expect(place.address.city).toBe('La Baule-Escoublac');
  });
});
