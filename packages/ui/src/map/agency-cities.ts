import { type MessageKey, t } from '../i18n';
import type { LatLngTuple } from './types';

/**
 * The agencies' cities, in the spec's order (§9): the registration's choices, and where an agency's
 * dashboard map opens before it has zones (the town centre, [latitude, longitude]). The name, from the
 * catalogue, is both what is shown and what is sent.
 */
const AGENCY_CITIES = [
  { name: 'common.city.laBaule', center: [47.2853, -2.3922] },
  { name: 'common.city.pornic', center: [47.1155, -2.1036] },
  { name: 'common.city.nantes', center: [47.2184, -1.5536] },
  { name: 'common.city.vertou', center: [47.1689, -1.4697] },
] as const satisfies readonly { name: MessageKey; center: LatLngTuple }[];

/** The cities' names, as the city picker lists them and the server stores them. */
export function agencyCityNames(): string[] {
  return AGENCY_CITIES.map((city) => t(city.name));
}

/** Accents, case and dashes aside, so 'la baule escoublac' from a loose server still finds its city. */
function comparable(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

/** The centre of an agency's city, or undefined for a city the app does not know (or none). */
export function agencyCityCenter(city: string | null | undefined): LatLngTuple | undefined {
  if (!city) return undefined;
  const wanted = comparable(city);
  const match = AGENCY_CITIES.find((known) => comparable(t(known.name)) === wanted);
  return match ? [match.center[0], match.center[1]] : undefined;
}
