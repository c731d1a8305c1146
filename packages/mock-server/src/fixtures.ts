import { db } from './db';
import { doorsOfStreet } from './domain/doors';
import {
  eventsOf,
  favoritesOf,
  houseNotesOf,
  monthRange,
  ownZonesOf,
  profileOf,
  statsOf,
  teamOf,
  zonesFor,
} from './queries';
import { type Viewer, viewerByEmail } from './rules';
import { demoAccounts } from './seed-data';
import { serializeDoor, serializeSector, serializeSectorsOfZone, serializeZoneDetail } from './serializers';

function viewer(email: string): Viewer {
  const found = viewerByEmail(email);
  if (!found) throw new Error(`fixtures: no account ${email} (call seed() first)`);
  return found;
}

function zone(id: number) {
  const found = db.zone.findFirst({ where: { id: { equals: id } } });
  if (!found) throw new Error(`fixtures: no zone ${id}`);
  return found;
}

/**
 * Contract-shaped JSON for stories and tests, read from the seeded database through the handlers' own
 * serializers: what the matching GET would answer. Synchronous once `seed()` has resolved. The default
 * account is the demo agent, Camille (agent@prospect.demo).
 */
export const fixtures = {
  /** GET /api/accounts/profile/ */
  profile: (email: string = demoAccounts.agent) => profileOf(viewer(email)),
  /** GET /api/accounts/zones/ (an admin gets the whole agency) */
  zones: (email: string = demoAccounts.agent) => zonesFor(viewer(email)),
  /** GET /api/user/zones */
  userZones: (email: string = demoAccounts.agent) => ownZonesOf(viewer(email)),
  /** GET /api/accounts/zones/{id}/ */
  zoneDetail: (id: number) => serializeZoneDetail(zone(id)),
  /** GET /api/accounts/zones/{id}/sectors/ */
  sectors: (zoneId: number) => serializeSectorsOfZone(zone(zoneId)),
  /** GET /api/accounts/sectors/{id}/ */
  sector: (id: number) => {
    const found = db.sector.findFirst({ where: { id: { equals: id } } });
    if (!found) throw new Error(`fixtures: no sector ${id}`);
    return serializeSector(found, zone(found.zoneId));
  },
  /** GET /api/accounts/streets/{id}/doors/ (optional extension « portes ») */
  streetDoors: (streetId: number) => {
    const found = db.street.findFirst({ where: { id: { equals: streetId } } });
    if (!found) throw new Error(`fixtures: no street ${streetId}`);
    return doorsOfStreet(found).map(serializeDoor);
  },
  /** GET /api/accounts/favorites/ */
  favorites: (email: string = demoAccounts.agent) => favoritesOf(viewer(email)),
  /** GET /api/accounts/events/ for the month containing `monthStart`, as the calendar asks for it. */
  events: (monthStart: Date, email: string = demoAccounts.agent) => {
    const { start, end } = monthRange(monthStart);
    return eventsOf(viewer(email), start.getTime(), end.getTime());
  },
  /** GET /api/house-notes/ */
  houseNotes: (email: string = demoAccounts.agent) => houseNotesOf(viewer(email)),
  /** GET /api/accounts/admin/users/ as seen by `viewerEmail` (default: the Nantes admin). */
  adminUsers: (viewerEmail: string = demoAccounts.admin) => teamOf(viewer(viewerEmail)),
  /** GET /api/progress/stats/ for the year of `now`. */
  stats: (email: string = demoAccounts.agent, now?: Date) => statsOf(viewer(email), now),
  /** The id of the seeded zone with this name (stories name zones, ids are an implementation detail). */
  zoneId: (name: string) => {
    const found = db.zone.findFirst({ where: { name: { equals: name } } });
    if (!found) throw new Error(`fixtures: no zone named ${name}`);
    return found.id;
  },
};

export type Fixtures = typeof fixtures;
