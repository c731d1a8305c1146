import { formatDistance, t } from '../../i18n';
import type { PositionFix } from '../geolocation';
import { distanceToEdges, type LatLngPolygon, polygonsContain } from '../geometry';
import '../../i18n/messages/map';

/**
 * Past this radius (metres) a phone's position cannot place an agent in a street: indoors, or the
 * GPS not yet settled. The line then says so rather than guess.
 */
export const POOR_ACCURACY_METRES = 100;

/** A sector as the line measures it; `number` names it when the map shows several. */
export interface PlacedSector {
  number?: number | string | undefined;
  polygons: readonly LatLngPolygon[];
}

export type WhereAmI =
  | { kind: 'inside'; sector: PlacedSector }
  | { kind: 'outside'; sector: PlacedSector; metres: number }
  | { kind: 'imprecise'; accuracy: number };

/**
 * Where the agent stands relative to the sectors: inside one (the last drawn wins, as a tap does), or
 * how far from the nearest. Imprecise when the position is too vague, or when the sector lies within
 * its accuracy (the agent may as well be inside). Null when no sector has a drawable shape.
 */
export function whereAmI(fix: PositionFix, sectors: readonly PlacedSector[]): WhereAmI | null {
  const drawn = sectors.filter((sector) => sector.polygons.length > 0);
  if (drawn.length === 0) return null;
  const { position, accuracy } = fix;
  if (!(accuracy <= POOR_ACCURACY_METRES)) return { kind: 'imprecise', accuracy };
  const inside = drawn.findLast((sector) => polygonsContain(sector.polygons, position));
  if (inside) return { kind: 'inside', sector: inside };
  let nearest: { sector: PlacedSector; metres: number } | null = null;
  for (const sector of drawn) {
    const metres = distanceToEdges(sector.polygons, position);
    if (!nearest || metres < nearest.metres) nearest = { sector, metres };
  }
  if (!nearest) return null;
  if (accuracy >= nearest.metres) return { kind: 'imprecise', accuracy };
  return { kind: 'outside', ...nearest };
}

/** The line under the map: « Vous êtes dans le secteur », « À 350 m du secteur N°4 »… */
export function whereAmIText(where: WhereAmI): string {
  if (where.kind === 'imprecise')
    return t('map.whereAmI.imprecise', { accuracy: formatDistance(where.accuracy) });
  const { number } = where.sector;
  if (where.kind === 'inside')
    return number === undefined ? t('map.whereAmI.inside') : t('map.whereAmI.insideSector', { number });
  const distance = formatDistance(where.metres);
  return number === undefined
    ? t('map.whereAmI.outside', { distance })
    : t('map.whereAmI.outsideSector', { distance, number });
}

/**
 * What a screen reader is told again: a change of state or of sector, never the metres counting
 * down as the agent walks.
 */
export function whereAmIAnnouncementKey(where: WhereAmI | null): string {
  if (!where) return '';
  if (where.kind === 'imprecise') return 'imprecise';
  return `${where.kind}:${where.sector.number ?? ''}`;
}
