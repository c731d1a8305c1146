import { db } from '../db';
import { deleteDoorsOfStreets } from './doors';
import { sectorIdsOfZone } from './progress';

/** Deletes sectors with their streets; favourites that pointed at those streets keep their text. */
export function deleteSectors(sectorIds: number[]): void {
  if (sectorIds.length === 0) return;
  const streetIds = db.street.findMany({ where: { sectorId: { in: sectorIds } } }).map((street) => street.id);
  if (streetIds.length > 0) {
    db.favorite.updateMany({ where: { streetId: { in: streetIds } }, data: { streetId: null } });
    db.street.deleteMany({ where: { id: { in: streetIds } } });
    deleteDoorsOfStreets(streetIds);
  }
  db.sector.deleteMany({ where: { id: { in: sectorIds } } });
}

export function deleteZone(zoneId: number): void {
  deleteSectors(sectorIdsOfZone(zoneId));
  db.zoneNote.deleteMany({ where: { zoneId: { equals: zoneId } } });
  db.zone.delete({ where: { id: { equals: zoneId } } });
}

/** Removes what an account owns or wrote: zones (with sectors, streets, notes), notes, favourites, events. */
export function deleteOwnedData(userId: number): void {
  for (const zone of db.zone.findMany({ where: { ownerId: { equals: userId } } })) deleteZone(zone.id);
  const byUser = { where: { authorId: { equals: userId } } };
  db.zoneNote.deleteMany(byUser);
  db.houseNote.deleteMany(byUser);
  db.favorite.deleteMany({ where: { ownerId: { equals: userId } } });
  db.event.deleteMany({ where: { ownerId: { equals: userId } } });
}

/** Removes an account and everything it owns; its sessions die with it. The audit log stays. */
export function deleteUser(userId: number): void {
  deleteOwnedData(userId);
  db.session.deleteMany({ where: { userId: { equals: userId } } });
  db.profile.deleteMany({ where: { userId: { equals: userId } } });
  db.user.delete({ where: { id: { equals: userId } } });
}
