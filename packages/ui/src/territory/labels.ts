import { t } from '../i18n';
import type { Sector } from './types';
import '../i18n/messages/territory';

const plural = new Intl.PluralRules('fr-FR');

/** '0 rue', '1 rue', '12 rues' (French counts 0 and 1 as singular). */
export function streetCountLabel(count: number): string {
  return plural.select(count) === 'one'
    ? t('territory.sectors.streetCountOne', { count })
    : t('territory.sectors.streetCountMany', { count });
}

type SectorNaming = Pick<Sector, 'id' | 'number' | 'zone' | 'zoneName'>;

/** The sector's zone name ('' when the server gave only the zone's id). */
export function zoneNameOf(sector: SectorNaming): string {
  return sector.zoneName || sector.zone?.name || '';
}

/** 'La Baule-Escoublac – Centre n°4', or 'Secteur N°4' when the server gave no zone name. */
export function sectorBreadcrumb(sector: SectorNaming): string {
  const zone = zoneNameOf(sector);
  const number = sector.number ?? sector.id;
  return zone ? t('territory.sector.breadcrumb', { zone, number }) : t('territory.sector.label', { number });
}
