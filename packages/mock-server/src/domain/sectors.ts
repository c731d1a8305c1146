import { db, type Sector, type Zone } from '../db';
import { createRandom } from '../geo/random';
import { drawStreetName } from '../geo/street-names';
import { type LngLat, tileAround } from '../geo/tiling';
import { deleteDoorsOfStreets } from './doors';
import { sectorIdsOfZone, streetsOfSector, syncSectorStatus } from './progress';

export const MIN_STREETS_PER_SECTOR = 4;
export const MAX_STREETS_PER_SECTOR = 15;
/** The most streets update-streets accepts for one sector. */
export const MAX_STREET_COUNT = 50;

export function sectorsOfZone(zoneId: number): Sector[] {
  return db.sector.findMany({ where: { zoneId: { equals: zoneId } } }).sort((a, b) => a.number - b.number);
}

function streetNamesOfZone(zoneId: number): Set<string> {
  const sectorIds = sectorIdsOfZone(zoneId);
  if (sectorIds.length === 0) return new Set();
  return new Set(db.street.findMany({ where: { sectorId: { in: sectorIds } } }).map((street) => street.name));
}

const seedOf = (center: LngLat, salt: string) => `${center[0]},${center[1]}:${salt}`;

/** How many of a new sector's streets start done (the seed's way to show a zone at some progress). */
export type CompletionPlan = (sectorNumber: number, streetCount: number) => number;

/**
 * Covers the area around the zone's location with numbered hexagonal sectors, each with 4 to 15 streets
 * (pending unless `plan` says otherwise). Deterministic: the same place always gives the same sectors and
 * street names. The caller checks that the zone has a location and no sectors yet.
 */
export function generateSectors(zone: Zone, plan: CompletionPlan = () => 0): Sector[] {
  if (zone.lng === null || zone.lat === null) throw new Error('generateSectors: the zone has no location');
  const center: LngLat = [zone.lng, zone.lat];
  const taken = streetNamesOfZone(zone.id);
  return tileAround(center).map((ring, index) => {
    const number = index + 1;
    const random = createRandom(seedOf(center, `sector:${number}`));
    const count = random.int(MIN_STREETS_PER_SECTOR, MAX_STREETS_PER_SECTOR);
    const names = Array.from({ length: count }, () => drawStreetName(random, taken));
    const done = Math.min(count, Math.max(0, plan(number, count)));
    const status = done === 0 ? 'pending' : done === count ? 'done' : 'in_progress';
    const sector = db.sector.create({ number, status, rings: JSON.stringify([ring]), zoneId: zone.id });
    names.forEach((name, position) => {
      db.street.create({ name, status: position < done ? 'done' : 'pending', sectorId: sector.id, position });
    });
    return sector;
  });
}

/**
 * Random mode's choice: one sector still to work, pending ones first. Deterministic for a given state
 * of the zone, yet not always the lowest number. Null when every sector is done.
 */
export function pickSectorToWork(zone: Zone): Sector | null {
  const sectors = sectorsOfZone(zone.id);
  const pending = sectors.filter((sector) => sector.status === 'pending');
  const candidates = pending.length > 0 ? pending : sectors.filter((sector) => sector.status !== 'done');
  if (candidates.length === 0) return null;
  const random = createRandom(`pick:${zone.id}:${candidates.map((sector) => sector.id).join(',')}`);
  return random.pick(candidates);
}

/** Makes the sector's list `count` streets long: keeps the first ones with their status, adds pending ones. */
export function setStreetCount(sector: Sector, count: number): void {
  const streets = streetsOfSector(sector.id);
  const removed = streets.slice(count).map((street) => street.id);
  if (removed.length > 0) {
    db.street.deleteMany({ where: { id: { in: removed } } });
    db.favorite.updateMany({ where: { streetId: { in: removed } }, data: { streetId: null } });
    deleteDoorsOfStreets(removed);
  }
  if (count > streets.length) {
    const zone = db.zone.findFirst({ where: { id: { equals: sector.zoneId } } });
    const center: LngLat = [zone?.lng ?? 0, zone?.lat ?? 0];
    const taken = streetNamesOfZone(sector.zoneId);
    const random = createRandom(seedOf(center, `sector:${sector.number}:more:${streets.length}`));
    for (let position = streets.length; position < count; position++) {
      db.street.create({
        name: drawStreetName(random, taken),
        status: 'pending',
        sectorId: sector.id,
        position,
      });
    }
  }
  syncSectorStatus(sector.id);
}
