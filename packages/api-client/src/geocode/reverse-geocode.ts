import * as z from 'zod/mini';
import type { ApiClient } from '../http';
import { useApiQuery } from '../swr';

const optionalText = z.optional(z.string());
export const reverseGeocodeSchema = z.object({
  address: z.object({
    road: optionalText,
    house_number: optionalText,
    city: optionalText,
    town: optionalText,
    village: optionalText,
    suburb: optionalText,
    postcode: optionalText,
  }),
  display_name: z.string(),
});
export type ReverseGeocode = z.infer<typeof reverseGeocodeSchema>;

export interface LatLng {
  lat: number;
  lng: number;
}

export const reverseGeocodePath = '/api/accounts/geocode/reverse/';
export const reverseGeocodeKey = ({ lat, lng }: LatLng) => `${reverseGeocodePath}?lat=${lat}&lon=${lng}`;

/** GET /api/accounts/geocode/reverse/?lat&lon: the address used to name a new zone. */
export function reverseGeocode(client: ApiClient, { lat, lng }: LatLng): Promise<ReverseGeocode> {
  return client.request(reverseGeocodePath, { query: { lat, lon: lng }, schema: reverseGeocodeSchema });
}

/** The address of a point; no request while `point` is null. */
export const useReverseGeocode = (point: LatLng | null) =>
  useApiQuery(point ? reverseGeocodeKey(point) : null, (client) => reverseGeocode(client, point as LatLng));
