import { demoAccounts } from '@prospect/mock-server';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientFor, useMockBackend } from '../test-support';
import { getZones } from '../zones/get-zones';
import { coordinateText, reverseGeocode } from './reverse-geocode';

useMockBackend();

describe('reverse geocoding a map tap', () => {
  it('sends at most 6 decimals, however many the tap had', () => {
    expect(coordinateText(-1.5499305725097658)).toBe('-1.549931');
    expect(coordinateText(47.2)).toBe('47.2');
    expect(coordinateText(47.21837508442322)).toBe('47.218375');
  });

  it('names any point tapped around each of the agent’s zones (the four demo cities)', async () => {
    const client = clientFor(demoAccounts.agent);
    const centres = (await getZones(client)).flatMap((zone) =>
      zone.location ? [{ lat: zone.location.coordinates[1], lng: zone.location.coordinates[0] }] : [],
    );
    expect(centres.length).toBeGreaterThanOrEqual(4);
    const offset = fc.double({ min: -0.05, max: 0.05, noNaN: true });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...centres), offset, offset, async (centre, dLat, dLng) => {
        const answer = await reverseGeocode(client, { lat: centre.lat + dLat, lng: centre.lng + dLng });
        expect(answer.address.road ?? answer.display_name).toBeTruthy();
      }),
      { numRuns: 60 },
    );
  });
});
