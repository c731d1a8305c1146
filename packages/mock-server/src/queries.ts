// Read queries shared by the handlers and the story fixtures: one definition of "what this caller gets".
import { db } from './db';
import { computeStats } from './domain/stats';
import { findOwnEvent, usersOfTenant, type Viewer, visibleZones } from './rules';
import {
  serializeAdminUser,
  serializeEvent,
  serializeFavorite,
  serializeHouseNote,
  serializeProfile,
  serializeZone,
} from './serializers';

export const profileOf = (viewer: Viewer) => serializeProfile(viewer);

/** GET /api/accounts/zones/: an agent's own zones, or every zone of the agency for an admin. */
export const zonesFor = (viewer: Viewer) => visibleZones(viewer).map(serializeZone);

/** GET /api/user/zones: the caller's own zones, whatever the role. */
export const ownZonesOf = (viewer: Viewer) =>
  visibleZones(viewer)
    .filter((zone) => zone.ownerId === viewer.user.id)
    .map(serializeZone);

export const favoritesOf = (viewer: Viewer) =>
  db.favorite
    .findMany({ where: { ownerId: { equals: viewer.user.id } } })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .map(serializeFavorite);

/** The caller's events whose date lies in [start, end] (epoch ms, both included), by date. */
export const eventsOf = (viewer: Viewer, start = Number.NEGATIVE_INFINITY, end = Number.POSITIVE_INFINITY) =>
  db.event
    .findMany({ where: { ownerId: { equals: viewer.user.id } } })
    .filter((event) => {
      const time = Date.parse(event.date);
      return time >= start && time <= end;
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
    .map(serializeEvent);

export const eventOf = (viewer: Viewer, id: number) => {
  const event = findOwnEvent(viewer, id);
  return event && serializeEvent(event);
};

export const houseNotesOf = (viewer: Viewer) =>
  db.houseNote
    .findMany({ where: { authorId: { equals: viewer.user.id } } })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .map(serializeHouseNote);

export const teamOf = (viewer: Viewer) => usersOfTenant(viewer.tenant.id).map(serializeAdminUser);

export const statsOf = (viewer: Viewer, now?: Date) => computeStats(viewer, now);

/** The calendar's range for the month containing `day`: first day 00:00 to last day 23:59:59.999, local. */
export function monthRange(day: Date): { start: Date; end: Date } {
  return {
    start: new Date(day.getFullYear(), day.getMonth(), 1, 0, 0, 0, 0),
    end: new Date(day.getFullYear(), day.getMonth() + 1, 0, 23, 59, 59, 999),
  };
}
