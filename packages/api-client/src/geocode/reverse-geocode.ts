import { type ReverseGeocode, reverseGeocodeReader } from '@prospect/contract';
import type { ApiClient } from '../http';
import { useApiQuery } from '../swr';

export interface LatLng {
  lat: number;
  lng: number;
}

export const reverseGeocodePath = '/api/accounts/geocode/reverse/';
export const reverseGeocodeKey = ({ lat, lng }: LatLng) => `${reverseGeocodePath}?lat=${lat}&lon=${lng}`;

/** GET /api/accounts/geocode/reverse/?lat&lon: the address used to name a new zone. */
export function reverseGeocode(client: ApiClient, { lat, lng }: LatLng): Promise<ReverseGeocode> {
  return client.request(reverseGeocodePath, { query: { lat, lon: lng }, schema: reverseGeocodeReader });
}

/** The address of a point; no request while `point` is null. */
export const useReverseGeocode = (point: LatLng | null) =>
  useApiQuery(point ? reverseGeocodeKey(point) : null, (client) => reverseGeocode(client, point as LatLng));
