import { type ReverseGeocode, reverseGeocodeReader } from '@prospect/contract';
import type { ApiClient } from '../http';
import { useApiQuery } from '../swr';

export interface LatLng {
  lat: number;
  lng: number;
}

export const reverseGeocodePath = '/api/accounts/geocode/reverse/';

/**
 * A coordinate as the query sends it: 6 decimals (about 11 cm). A map tap gives up to 16, which a
 * server's decimal field refuses (a DRF `DecimalField(decimal_places=6)`, the mock's 15-digit rule),
 * and an address needs no more.
 */
export const coordinateText = (value: number): string => String(Number(value.toFixed(6)));

export const reverseGeocodeKey = ({ lat, lng }: LatLng) =>
  `${reverseGeocodePath}?lat=${coordinateText(lat)}&lon=${coordinateText(lng)}`;

/** GET /api/accounts/geocode/reverse/?lat&lon: the address used to name a new zone. */
export function reverseGeocode(client: ApiClient, { lat, lng }: LatLng): Promise<ReverseGeocode> {
  return client.request(reverseGeocodePath, {
    query: { lat: coordinateText(lat), lon: coordinateText(lng) },
    schema: reverseGeocodeReader,
  });
}

/** The address of a point; no request while `point` is null. */
export const useReverseGeocode = (point: LatLng | null) =>
  useApiQuery(point ? reverseGeocodeKey(point) : null, (client) => reverseGeocode(client, point as LatLng));
