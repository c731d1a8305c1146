import { type ReverseGeocode, reverseGeocodePath, reverseGeocodeReader } from '@prospect/contract';
import type { ApiClient } from '../http';
import { useApiMutation } from '../swr';

export interface LatLng {
  lat: number;
  lng: number;
}

export { reverseGeocodePath };

/**
 * A coordinate as the query sends it: 6 decimals (about 11 cm). A map tap gives up to 16, which a
 * server's decimal field refuses (a DRF `DecimalField(decimal_places=6)`, the mock's 15-digit rule),
 * and an address needs no more.
 */
export const coordinateText = (value: number): string => String(Number(value.toFixed(6)));

/** GET /api/accounts/geocode/reverse/?lat&lon: the address used to name a new zone. */
export function reverseGeocode(client: ApiClient, { lat, lng }: LatLng): Promise<ReverseGeocode> {
  return client.request(reverseGeocodePath, {
    query: { lat: coordinateText(lat), lon: coordinateText(lng) },
    schema: reverseGeocodeReader,
  });
}

/**
 * The address of a tapped point, asked when the tap happens (`trigger(point)`) rather than kept in
 * the cache: each tap is its own question, and nothing else reads the answer.
 */
export const useReverseGeocode = () => useApiMutation(`GET ${reverseGeocodePath}`, reverseGeocode);
