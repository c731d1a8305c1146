import { type Commune, nearestCommune } from './communes';
import { displayName, nearestPlace, type Place } from './places';

/** What the demo's geocoder knows of a point: a street in one of the four cities, or a commune. */
export type Found = { kind: 'street'; place: Place } | { kind: 'commune'; commune: Commune };

/**
 * The point's commune is the one whose town hall is nearest; in the four cities, the nearest known
 * address. So a tap between La Baule and Saint-Nazaire names Saint-Nazaire rather than a La Baule
 * street 13 km away.
 */
export function lookUp(lat: number, lng: number): Found | null {
  const commune = nearestCommune(lat, lng);
  if (!commune) return null;
  const place = commune.hasStreets ? nearestPlace(lat, lng) : null;
  return place ? { kind: 'street', place } : { kind: 'commune', commune };
}

/** The address fields both answer shapes share (the contract's and Nominatim's). */
export function addressOf(found: Found): Record<string, string> {
  if (found.kind === 'street') {
    const { place } = found;
    return {
      house_number: place.houseNumber,
      road: place.road,
      suburb: place.suburb,
      city: place.city,
      postcode: place.postcode,
    };
  }
  return { city: found.commune.name, postcode: found.commune.postcode };
}

export function displayNameOf(found: Found): string {
  if (found.kind === 'street') return displayName(found.place);
  const { name, postcode } = found.commune;
  return [name, 'Loire-Atlantique', 'Pays de la Loire', 'France métropolitaine', postcode, 'France'].join(
    ', ',
  );
}

/** A zone split from a point is named as the app names new zones: the commune, and the road if known. */
export function zoneNameFor(lat: number, lng: number): string | null {
  const found = lookUp(lat, lng);
  if (!found) return null;
  return found.kind === 'street' ? `${found.place.city} – ${found.place.road}` : found.commune.name;
}
