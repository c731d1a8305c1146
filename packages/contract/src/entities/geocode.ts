import * as v from 'valibot';
import { record, text } from '../primitives';

const part = v.fallback(v.optional(v.string()), undefined);

/** GET /api/accounts/geocode/reverse/: Nominatim's shape; the zone is named from the address. */
export const reverseGeocodeReader = record({
  address: v.pipe(
    v.fallback(
      v.nullish(
        record({
          road: part,
          house_number: part,
          city: part,
          town: part,
          village: part,
          suburb: part,
          postcode: part,
        }),
        null,
      ),
      null,
    ),
    v.transform((address) => address ?? {}),
  ),
  display_name: text,
});
export type ReverseGeocode = v.InferOutput<typeof reverseGeocodeReader>;
