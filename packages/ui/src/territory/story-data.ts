// Sample data for the territory stories only (never imported by components): the mock backend's
// seeded agency, read through its fixtures, so stories show what the API would answer.
import { fixtures, seed } from '@prospect/mock-server';
import { STORY_NOW } from '../map/testing/story-helpers';
import type { HouseNote, Sector, Zone, ZoneDetail } from './types';

export { STORY_NOW };

/** Seeded zones by name: one with sectors and notes, one finished, one without sectors. */
export const ZONE = {
  laBaule: 'La Baule-Escoublac – Centre',
  pornic: 'Pornic – Vieux Port',
  nantes: 'Nantes – Centre-ville',
  vertou: 'Vertou – Beau Verger',
} as const;

export interface ZonesLoaded {
  zones: Zone[];
}

export interface ZoneDetailLoaded {
  zone: ZoneDetail;
}

export interface SectorLoaded {
  sector: Sector;
  sectors: Sector[];
}

/** The demo agent's zones (GET /api/accounts/zones/). */
export async function loadZones(): Promise<ZonesLoaded> {
  await seed({ now: STORY_NOW });
  return { zones: fixtures.zones() };
}

/** A zone with its sectors and notes (GET /api/accounts/zones/{id}/); the story's `zone` parameter names it. */
export async function loadZoneDetail(context: {
  parameters: Record<string, unknown>;
}): Promise<ZoneDetailLoaded> {
  await seed({ now: STORY_NOW });
  const name = (context.parameters.zone as string | undefined) ?? ZONE.laBaule;
  return { zone: fixtures.zoneDetail(fixtures.zoneId(name)) };
}

/**
 * The sectors of a zone (GET /api/accounts/zones/{id}/sectors/) and one of them (GET
 * /api/accounts/sectors/{id}/), by the story's `zone` and `sectorNumber` parameters.
 */
export async function loadSectors(context: { parameters: Record<string, unknown> }): Promise<SectorLoaded> {
  await seed({ now: STORY_NOW });
  const name = (context.parameters.zone as string | undefined) ?? ZONE.laBaule;
  const number = (context.parameters.sectorNumber as number | undefined) ?? 4;
  const sectors = fixtures.sectors(fixtures.zoneId(name));
  const chosen = sectors.find((sector) => sector.number === number) ?? sectors[0];
  if (!chosen) throw new Error(`story data: ${name} has no sector`);
  return { sectors, sector: fixtures.sector(chosen.id) };
}

/** Doorstep outcomes a server said were logged in sector 4, one of a label that counts for nothing. */
export const SECTOR_CONTACTS: HouseNote[] = [
  {
    id: 31,
    label: 'interested',
    others: 'M. et Mme Durand, maison bleue : vente envisagée au printemps.',
    user: 'Camille Martin',
    created_at: '2026-11-18T10:12:00Z',
    sector_number: 4,
    street_name: 'Avenue des Ibis',
  },
  {
    id: 32,
    label: 'thinking',
    others: 'Villa Les Pins, rappeler après 18 h',
    user: 'Camille Martin',
    created_at: '2026-11-20T16:40:00Z',
    sector_number: 4,
  },
  { id: 33, label: 'other', others: 'Absent', user: 'Camille Martin', created_at: '', sector_number: 4 },
];
