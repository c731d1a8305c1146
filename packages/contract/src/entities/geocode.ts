import * as z from 'zod/mini';
import { text } from '../primitives';

const part = z.catch(z.optional(z.string()), undefined);

/** GET /api/accounts/geocode/reverse/: Nominatim's shape; the zone is named from the address. */
export const reverseGeocodeReader = z.object({
  address: z.pipe(
    z.catch(
      z.nullish(
        z.object({
          road: part,
          house_number: part,
          city: part,
          town: part,
          village: part,
          suburb: part,
          postcode: part,
        }),
      ),
      null,
    ),
    z.transform((address) => address ?? {}),
  ),
  display_name: text,
});
export type ReverseGeocode = z.output<typeof reverseGeocodeReader>;
