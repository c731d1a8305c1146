import { db, type SectorStatus, type Street } from '../db';

/** A sector's streets in their list order. */
export function streetsOfSector(sectorId: number): Street[] {
  return db.street
    .findMany({ where: { sectorId: { equals: sectorId } } })
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

/** Rounded percentage; 0 when there is nothing to do. */
export function percent(done: number, total: number): number {
  // done × 100 first: (29 / 200) × 100 is 14.499… in floating point, and would round down.
  return total === 0 ? 0 : Math.round((done * 100) / total);
}

/** Pending when no street is done, done when all are (and there is at least one), in progress otherwise. */
export function sectorStatusOf(streets: readonly Street[]): SectorStatus {
  const done = streets.filter((street) => street.status === 'done').length;
  if (done === 0) return 'pending';
  return done === streets.length ? 'done' : 'in_progress';
}

/** The stored status follows the streets; called after every change to a sector's streets. */
export function syncSectorStatus(sectorId: number): void {
  const status = sectorStatusOf(streetsOfSector(sectorId));
  db.sector.update({ where: { id: { equals: sectorId } }, data: { status } });
}

export function sectorIdsOfZone(zoneId: number): number[] {
  return db.sector.findMany({ where: { zoneId: { equals: zoneId } } }).map((sector) => sector.id);
}

export function zoneStreetCounts(zoneId: number): { done: number; total: number } {
  const sectorIds = sectorIdsOfZone(zoneId);
  if (sectorIds.length === 0) return { done: 0, total: 0 };
  const streets = db.street.findMany({ where: { sectorId: { in: sectorIds } } });
  return { done: streets.filter((street) => street.status === 'done').length, total: streets.length };
}

/** Done streets over all streets of the zone's sectors, rounded; 0 without streets. */
export function zoneProgress(zoneId: number): number {
  const { done, total } = zoneStreetCounts(zoneId);
  return percent(done, total);
}

/** A zone counts as done once it has streets and every one of them is done. */
export function isZoneDone(zoneId: number): boolean {
  const { done, total } = zoneStreetCounts(zoneId);
  return total > 0 && done === total;
}
