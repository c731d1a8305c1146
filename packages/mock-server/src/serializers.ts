// The JSON shapes of docs/api-contract.md. Handlers and fixtures both answer through these, so a story's
// data and a test's response can never drift apart.

import type * as Contract from '@prospect/contract';
import {
  type CalendarEvent,
  db,
  type Favorite,
  type HouseNote,
  type Sector,
  type Street,
  type Zone,
  type ZoneNote,
} from './db';
import type { DoorRow } from './domain/door-generation';
import { percent, sectorIdsOfZone, streetsOfSector, zoneProgress } from './domain/progress';
import { sectorsOfZone } from './domain/sectors';
import type { Viewer } from './rules';

const point = (lng: number | null, lat: number | null): Contract.Point | null =>
  lng === null || lat === null ? null : { type: 'Point', coordinates: [lng, lat] };

export function displayNameOf(userId: number): string {
  const user = db.user.findFirst({ where: { id: { equals: userId } } });
  return user ? `${user.firstName} ${user.lastName}`.trim() : 'Utilisateur supprimé';
}

export function serializeZone(zone: Zone): Contract.Zone {
  return {
    id: zone.id,
    name: zone.name,
    location: point(zone.lng, zone.lat),
    sector_count: sectorIdsOfZone(zone.id).length,
    progress: zoneProgress(zone.id),
    created_at: zone.createdAt,
  };
}

export function serializeStreet(street: Street): Contract.Street {
  return { id: street.id, name: street.name, status: street.status as Contract.StreetStatus };
}

export function serializeDoor(door: DoorRow): Contract.Door {
  return {
    id: door.id,
    number: door.number,
    outcome: door.outcome,
    note: door.note,
    stop_pub: door.stopPub,
    visited_at: door.visitedAt,
    visited_by: door.visitedBy,
    revisit_at: door.revisitAt,
  };
}

export function serializeZoneNote(note: ZoneNote): Contract.ZoneNote {
  return {
    id: note.id,
    content: note.content,
    user: displayNameOf(note.authorId),
    created_at: note.createdAt,
    zone: note.zoneId,
    location: { type: 'Point', coordinates: [note.lng, note.lat] },
  };
}

export function notesOfZone(zoneId: number): ZoneNote[] {
  return db.zoneNote.findMany({ where: { zoneId: { equals: zoneId } } }).sort((a, b) => a.id - b.id);
}

export function serializeSector(sector: Sector, zone: Zone): Contract.Sector {
  const streets = streetsOfSector(sector.id);
  const done = streets.filter((street) => street.status === 'done').length;
  return {
    id: sector.id,
    number: sector.number,
    status: sector.status as Contract.SectorStatus,
    geometry: { type: 'Polygon', coordinates: JSON.parse(sector.rings) as number[][][] },
    streets: streets.map(serializeStreet),
    zone: { id: zone.id, name: zone.name },
    zoneName: zone.name,
    progress: percent(done, streets.length),
    // The sector page maps the notes of its zone; those outside the polygon are simply off screen.
    zone_notes: notesOfZone(zone.id).map(serializeZoneNote),
  };
}

export function serializeSectorsOfZone(zone: Zone): Contract.Sector[] {
  return sectorsOfZone(zone.id).map((sector) => serializeSector(sector, zone));
}

export function serializeZoneDetail(zone: Zone): Contract.ZoneDetail {
  return {
    ...serializeZone(zone),
    sectors: serializeSectorsOfZone(zone),
    notes: notesOfZone(zone.id).map(serializeZoneNote),
  };
}

export function serializeHouseNote(note: HouseNote): Contract.HouseNote {
  return {
    id: note.id,
    label: note.label as Contract.HouseNoteLabel,
    others: note.others,
    user: displayNameOf(note.authorId),
    created_at: note.createdAt,
  };
}

export function serializeFavorite(favorite: Favorite): Contract.Favorite {
  const street =
    favorite.streetId === null ? null : db.street.findFirst({ where: { id: { equals: favorite.streetId } } });
  return {
    id: favorite.id,
    title: favorite.title,
    content: favorite.content,
    type: favorite.type as Contract.FavoriteType,
    street: street ? street.id : null,
    street_name: street ? street.name : null,
    created_at: favorite.createdAt,
  };
}

export function serializeEvent(event: CalendarEvent): Contract.CalendarEvent {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    type: event.type as Contract.EventType,
    date: event.date,
    location: event.location,
  };
}

export function serializeProfile(viewer: Viewer): Contract.Profile {
  return {
    user: {
      id: viewer.user.id,
      first_name: viewer.user.firstName,
      last_name: viewer.user.lastName,
      email: viewer.user.email,
    },
    profile: {
      role: viewer.role,
      profile_picture: viewer.profile.profilePicture,
      tenant: { id: viewer.tenant.id, city: viewer.tenant.city },
    },
  };
}

export function serializeAdminUser(member: Viewer): Contract.AdminUser {
  const zones = db.zone.findMany({ where: { ownerId: { equals: member.user.id } } });
  const sectorIds = zones.flatMap((zone) => sectorIdsOfZone(zone.id));
  const completedSectors =
    sectorIds.length === 0
      ? 0
      : db.sector.count({ where: { id: { in: sectorIds }, status: { equals: 'done' } } });
  const completedStreets =
    sectorIds.length === 0
      ? 0
      : db.street.count({ where: { sectorId: { in: sectorIds }, status: { equals: 'done' } } });
  return {
    id: member.user.id,
    role: member.role,
    firstName: member.user.firstName,
    first_name: member.user.firstName,
    last_name: member.user.lastName,
    email: member.user.email,
    zones_count: zones.length,
    completed_sectors_count: completedSectors,
    completed_streets_count: completedStreets,
  };
}
