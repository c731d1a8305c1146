import type { LatLngTuple } from '../../map/types';

/**
 * The agencies' cities (spec §2: the choices of the registration's city picker) and where each one's
 * map opens: the town centre, [latitude, longitude].
 */
export const AGENCY_CITY_CENTERS = {
  'La Baule-Escoublac': [47.2853, -2.3922],
  Pornic: [47.1155, -2.1036],
  Nantes: [47.2184, -1.5536],
  Vertou: [47.1689, -1.4697],
} as const satisfies Record<string, LatLngTuple>;

export type AgencyCity = keyof typeof AGENCY_CITY_CENTERS;

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
  const match = Object.entries(AGENCY_CITY_CENTERS).find(([name]) => comparable(name) === wanted);
  return match ? [match[1][0], match[1][1]] : undefined;
}
