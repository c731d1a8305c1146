import type { Stats } from '@prospect/contract';
import { db } from '../db';
import { isAdmin, type Viewer, visibleZones } from '../rules';
import { zoneStreetCounts } from './progress';

/**
 * The dashboard's yearly figures. They cover what the caller's zone list shows: an AGENT's own zones
 * and house notes, an ADMIN's or SUPER_ADMIN's whole agency. "This year" is the calendar year of `now`
 * (local time), applied to the zones' and house notes' creation dates.
 */
export function computeStats(viewer: Viewer, now: Date = new Date()): Stats {
  const year = now.getFullYear();
  const thisYear = (iso: string) => new Date(iso).getFullYear() === year;
  const zones = visibleZones(viewer).filter((zone) => thisYear(zone.createdAt));
  let doneRues = 0;
  let totalRues = 0;
  let doneZones = 0;
  for (const zone of zones) {
    const { done, total } = zoneStreetCounts(zone.id);
    doneRues += done;
    totalRues += total;
    if (total > 0 && done === total) doneZones++;
  }
  const notes = (
    isAdmin(viewer)
      ? db.houseNote.findMany({ where: { tenantId: { equals: viewer.tenant.id } } })
      : db.houseNote.findMany({ where: { authorId: { equals: viewer.user.id } } })
  ).filter((note) => thisYear(note.createdAt));
  return {
    doneRues,
    totalRues,
    doneZones,
    totalZones: zones.length,
    contacts: notes.filter((note) => note.label === 'interested').length,
    estimations: notes.filter((note) => note.label === 'thinking').length,
  };
}
