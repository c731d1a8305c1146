import {
  type CalendarEvent,
  db,
  type Favorite,
  type HouseNote,
  type Profile,
  type Role,
  type Sector,
  type Street,
  type Tenant,
  type User,
  type Zone,
  type ZoneNote,
} from './db';
import { messages } from './messages';
import { checkToken } from './tokens';

/** The signed-in caller: account, profile (role, agency) and agency. */
export interface Viewer {
  user: User;
  profile: Profile;
  tenant: Tenant;
  role: Role;
}

export function viewerOf(userId: number): Viewer | null {
  const user = db.user.findFirst({ where: { id: { equals: userId } } });
  const profile = db.profile.findFirst({ where: { userId: { equals: userId } } });
  const tenant = profile && db.tenant.findFirst({ where: { id: { equals: profile.tenantId } } });
  if (!user || !profile || !tenant) return null;
  return { user, profile, tenant, role: profile.role as Role };
}

export function viewerByEmail(email: string): Viewer | null {
  const user = db.user.findFirst({ where: { email: { equals: email.toLowerCase() } } });
  return user ? viewerOf(user.id) : null;
}

/** The caller from the Bearer header: a viewer, or why there is none. */
export function currentViewer(request: Request): Viewer | { problem: 'missing' | 'invalid' } {
  const match = /^Bearer (\S+)$/.exec(request.headers.get('Authorization') ?? '');
  if (!match?.[1]) return { problem: 'missing' };
  const check = checkToken(match[1], 'access');
  if (!('userId' in check)) return { problem: 'invalid' };
  return viewerOf(check.userId) ?? { problem: 'invalid' };
}

export const isAdmin = (viewer: Viewer) => viewer.role === 'ADMIN' || viewer.role === 'SUPER_ADMIN';

// Visibility. Inside an agency an AGENT sees and works only their own zones; ADMIN and SUPER_ADMIN see
// and manage every zone of their agency. Nobody sees another agency. What a caller cannot see does not
// exist for them (404), so ids cannot be probed.

export function canSeeZone(viewer: Viewer, zone: Zone): boolean {
  return zone.tenantId === viewer.tenant.id && (zone.ownerId === viewer.user.id || isAdmin(viewer));
}

export function visibleZones(viewer: Viewer): Zone[] {
  return db.zone
    .findMany({ where: { tenantId: { equals: viewer.tenant.id } } })
    .filter((zone) => canSeeZone(viewer, zone))
    .sort((a, b) => a.id - b.id);
}

export function findVisibleZone(viewer: Viewer, zoneId: number | null): Zone | null {
  if (zoneId === null) return null;
  const zone = db.zone.findFirst({ where: { id: { equals: zoneId } } });
  return zone && canSeeZone(viewer, zone) ? zone : null;
}

export function findVisibleSector(
  viewer: Viewer,
  sectorId: number | null,
): { sector: Sector; zone: Zone } | null {
  if (sectorId === null) return null;
  const sector = db.sector.findFirst({ where: { id: { equals: sectorId } } });
  const zone = sector && findVisibleZone(viewer, sector.zoneId);
  return sector && zone ? { sector, zone } : null;
}

export function findVisibleStreet(
  viewer: Viewer,
  streetId: number | null,
): { street: Street; sector: Sector; zone: Zone } | null {
  if (streetId === null) return null;
  const street = db.street.findFirst({ where: { id: { equals: streetId } } });
  const found = street && findVisibleSector(viewer, street.sectorId);
  return street && found ? { street, ...found } : null;
}

export function findVisibleNote(viewer: Viewer, noteId: number | null): ZoneNote | null {
  if (noteId === null) return null;
  const note = db.zoneNote.findFirst({ where: { id: { equals: noteId } } });
  return note && findVisibleZone(viewer, note.zoneId) ? note : null;
}

/** Notes are read by whoever sees the zone; changed by their author or an admin of the agency. */
export const canEditNote = (viewer: Viewer, note: ZoneNote) =>
  note.authorId === viewer.user.id || isAdmin(viewer);

// Favourites, events and house notes are personal: only their owner reads or changes them.

export function findOwnFavorite(viewer: Viewer, id: number | null): Favorite | null {
  if (id === null) return null;
  return db.favorite.findFirst({ where: { id: { equals: id }, ownerId: { equals: viewer.user.id } } });
}

export function findOwnEvent(viewer: Viewer, id: number | null): CalendarEvent | null {
  if (id === null) return null;
  return db.event.findFirst({ where: { id: { equals: id }, ownerId: { equals: viewer.user.id } } });
}

export function ownHouseNotes(viewer: Viewer): HouseNote[] {
  return db.houseNote
    .findMany({ where: { authorId: { equals: viewer.user.id } } })
    .sort((a, b) => a.id - b.id);
}

// Team management.

/** Why the viewer may not act on `target` (change role, delete, impersonate), or null when allowed. */
export function teamRuleBreach(viewer: Viewer, target: Viewer): string | null {
  if (target.user.id === viewer.user.id) return messages.notYourself;
  if (target.role === 'SUPER_ADMIN') return messages.superAdminUntouchable;
  if (viewer.role === 'ADMIN' && target.role !== 'AGENT') return messages.adminManagesAgentsOnly;
  return null;
}

/** A member of the viewer's own agency, else null (another agency's member does not exist for them). */
export function findTeamMember(viewer: Viewer, userId: number | null): Viewer | null {
  if (userId === null) return null;
  const target = viewerOf(userId);
  return target && target.tenant.id === viewer.tenant.id ? target : null;
}

export function usersOfTenant(tenantId: number): Viewer[] {
  return db.profile
    .findMany({ where: { tenantId: { equals: tenantId } } })
    .map((profile) => viewerOf(profile.userId))
    .filter((viewer): viewer is Viewer => viewer !== null)
    .sort((a, b) => a.user.id - b.user.id);
}
