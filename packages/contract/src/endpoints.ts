import type * as v from 'valibot';
import { adminUserReader } from './entities/admin-user';
import {
  createdInvitationReader,
  googleLoginAnswerReader,
  googleRegisterAnswerReader,
  impersonationAnswerReader,
  invitationReader,
  refreshAnswerReader,
  tokenPairReader,
} from './entities/auth';
import { calendarEventReader } from './entities/calendar-event';
import { doorReader } from './entities/door';
import { favoriteReader } from './entities/favorite';
import { reverseGeocodeReader } from './entities/geocode';
import { houseNoteReader } from './entities/house-note';
import { profilePictureReader, profileReader } from './entities/profile';
import { sectorReader } from './entities/sector';
import { statsReader } from './entities/stats';
import { zoneDetailReader, zoneReader } from './entities/zone';
import {
  adminUserPathTemplate,
  adminUsersPath,
  doorPathTemplate,
  eventCreatePath,
  eventPathTemplate,
  eventsPath,
  favoriteCreatePath,
  favoritePathTemplate,
  favoritesPath,
  googleLoginPath,
  googleRegisterPath,
  houseNotesPath,
  impersonatePathTemplate,
  invitationCreatePath,
  invitationValidatePath,
  notePathTemplate,
  profilePath,
  profilePicturePath,
  registerPath,
  reverseGeocodePath,
  sectorDeletePathTemplate,
  sectorPathTemplate,
  sectorStreetCountPathTemplate,
  splitPath,
  statsPath,
  streetDoorsPathTemplate,
  streetPathTemplate,
  tokenBlacklistPath,
  tokenPath,
  tokenRefreshPath,
  userZonesPath,
  withId,
  zoneCreatePath,
  zoneNotesPathTemplate,
  zonePathTemplate,
  zoneSectorsDeletePathTemplate,
  zoneSectorsGeneratePathTemplate,
  zoneSectorsPathTemplate,
  zonesPath,
} from './paths';
import { id, record } from './primitives';

/** POST …/sectors/generate/ in random mode: the id of the sector to open is what the app needs. */
export const randomSectorAnswerReader = record({ sector: record({ id }) });

/**
 * How an answer is read: one value, a list (bare or paginated), or nothing, for the answers spec §7
 * marks 'not shown' (any 2xx is success whatever its body).
 */
export type AnswerShape =
  | { kind: 'value'; reader: v.GenericSchema }
  | { kind: 'list'; item: v.GenericSchema }
  | { kind: 'ignored' };

export type Audience = 'anyone' | 'member' | 'admin' | 'super-admin';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path, `{id}` standing for a record's id. */
  path: string;
  /** Who may call it: 'member' is any signed-in user, 'admin' ADMIN and SUPER_ADMIN. */
  audience: Audience;
  answer: AnswerShape;
  /**
   * Beyond spec §7: the spec's backend may not have it. The client asks, takes a 404 or 405 as "not
   * here" and remembers it per API origin; the contract check reports it present or absent, never failed.
   */
  optional?: true;
}

const value = (reader: v.GenericSchema): AnswerShape => ({ kind: 'value', reader });
const list = (item: v.GenericSchema): AnswerShape => ({ kind: 'list', item });
const ignored: AnswerShape = { kind: 'ignored' };

/** Spec §7, one row per call, named as the client's functions are, and the optional extensions. */
export const endpoints = {
  login: { method: 'POST', path: tokenPath, audience: 'anyone', answer: value(tokenPairReader) },
  refreshToken: {
    method: 'POST',
    path: tokenRefreshPath,
    audience: 'anyone',
    answer: value(refreshAnswerReader),
  },
  // SimpleJWT's TokenBlacklistView: sign-out ends the refresh token on the server. Answers 200 `{}`.
  revokeRefreshToken: {
    method: 'POST',
    path: tokenBlacklistPath,
    audience: 'anyone',
    answer: ignored,
    optional: true,
  },
  register: {
    method: 'POST',
    path: registerPath,
    audience: 'anyone',
    answer: value(tokenPairReader),
  },
  validateInvitation: {
    method: 'POST',
    path: invitationValidatePath,
    audience: 'anyone',
    answer: value(invitationReader),
  },
  googleLogin: {
    method: 'POST',
    path: googleLoginPath,
    audience: 'anyone',
    answer: value(googleLoginAnswerReader),
  },
  googleRegister: {
    method: 'POST',
    path: googleRegisterPath,
    audience: 'anyone',
    answer: value(googleRegisterAnswerReader),
  },
  getProfile: {
    method: 'GET',
    path: profilePath,
    audience: 'member',
    answer: value(profileReader),
  },
  updateProfilePicture: {
    method: 'PUT',
    path: profilePicturePath,
    audience: 'member',
    answer: value(profilePictureReader),
  },
  getStats: { method: 'GET', path: statsPath, audience: 'member', answer: value(statsReader) },
  reverseGeocode: {
    method: 'GET',
    path: reverseGeocodePath,
    audience: 'member',
    answer: value(reverseGeocodeReader),
  },
  getZones: { method: 'GET', path: zonesPath, audience: 'member', answer: list(zoneReader) },
  getZone: {
    method: 'GET',
    path: zonePathTemplate,
    audience: 'member',
    answer: value(zoneDetailReader),
  },
  createZone: { method: 'POST', path: zoneCreatePath, audience: 'member', answer: ignored },
  deleteZone: { method: 'DELETE', path: zonePathTemplate, audience: 'member', answer: ignored },
  getZoneSectors: {
    method: 'GET',
    path: zoneSectorsPathTemplate,
    audience: 'member',
    answer: list(sectorReader),
  },
  generateSectors: {
    method: 'POST',
    path: zoneSectorsGeneratePathTemplate,
    audience: 'member',
    answer: ignored,
  },
  deleteZoneSectors: {
    method: 'DELETE',
    path: zoneSectorsDeletePathTemplate,
    audience: 'member',
    answer: ignored,
  },
  getSector: {
    method: 'GET',
    path: sectorPathTemplate,
    audience: 'member',
    answer: value(sectorReader),
  },
  deleteSector: {
    method: 'DELETE',
    path: sectorDeletePathTemplate,
    audience: 'member',
    answer: ignored,
  },
  updateStreetCount: {
    method: 'PATCH',
    path: sectorStreetCountPathTemplate,
    audience: 'member',
    answer: value(sectorReader),
  },
  updateStreet: { method: 'PATCH', path: streetPathTemplate, audience: 'member', answer: ignored },
  // Optional extension « portes »: a street's doors, one outcome each (see the README).
  getStreetDoors: {
    method: 'GET',
    path: streetDoorsPathTemplate,
    audience: 'member',
    answer: list(doorReader),
    optional: true,
  },
  createStreetDoor: {
    method: 'POST',
    path: streetDoorsPathTemplate,
    audience: 'member',
    answer: value(doorReader),
    optional: true,
  },
  updateDoor: {
    method: 'PATCH',
    path: doorPathTemplate,
    audience: 'member',
    answer: value(doorReader),
    optional: true,
  },
  createZoneNote: {
    method: 'POST',
    path: zoneNotesPathTemplate,
    audience: 'member',
    answer: ignored,
  },
  updateZoneNote: { method: 'PATCH', path: notePathTemplate, audience: 'member', answer: ignored },
  deleteZoneNote: {
    method: 'DELETE',
    path: notePathTemplate,
    audience: 'member',
    answer: ignored,
  },
  splitZone: { method: 'POST', path: splitPath, audience: 'member', answer: ignored },
  createHouseNote: { method: 'POST', path: houseNotesPath, audience: 'member', answer: ignored },
  getHouseNotes: {
    method: 'GET',
    path: houseNotesPath,
    audience: 'member',
    answer: list(houseNoteReader),
  },
  getUserZones: { method: 'GET', path: userZonesPath, audience: 'member', answer: list(zoneReader) },
  getFavorites: {
    method: 'GET',
    path: favoritesPath,
    audience: 'member',
    answer: list(favoriteReader),
  },
  createFavorite: {
    method: 'POST',
    path: favoriteCreatePath,
    audience: 'member',
    answer: ignored,
  },
  updateFavorite: {
    method: 'PUT',
    path: favoritePathTemplate,
    audience: 'member',
    answer: ignored,
  },
  deleteFavorite: {
    method: 'DELETE',
    path: favoritePathTemplate,
    audience: 'member',
    answer: ignored,
  },
  getEvents: {
    method: 'GET',
    path: eventsPath,
    audience: 'member',
    answer: list(calendarEventReader),
  },
  createEvent: { method: 'POST', path: eventCreatePath, audience: 'member', answer: ignored },
  updateEvent: { method: 'PUT', path: eventPathTemplate, audience: 'member', answer: ignored },
  deleteEvent: { method: 'DELETE', path: eventPathTemplate, audience: 'member', answer: ignored },
  getAdminUsers: {
    method: 'GET',
    path: adminUsersPath,
    audience: 'admin',
    answer: list(adminUserReader),
  },
  updateUserRole: {
    method: 'PATCH',
    path: adminUserPathTemplate,
    audience: 'admin',
    answer: ignored,
  },
  deleteUser: {
    method: 'DELETE',
    path: adminUserPathTemplate,
    audience: 'admin',
    answer: ignored,
  },
  createInvitation: {
    method: 'POST',
    path: invitationCreatePath,
    audience: 'admin',
    answer: value(createdInvitationReader),
  },
  impersonateUser: {
    method: 'POST',
    path: impersonatePathTemplate,
    audience: 'super-admin',
    answer: value(impersonationAnswerReader),
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** The path of `endpoint` for record `recordId`: the id is checked, since it goes into a URL. */
export function pathOf(endpoint: Endpoint, recordId?: number): string {
  if (!endpoint.path.includes('{id}')) return endpoint.path;
  if (recordId === undefined || !Number.isSafeInteger(recordId) || recordId <= 0) {
    throw new RangeError(`${endpoint.method} ${endpoint.path}: invalid id ${String(recordId)}`);
  }
  return withId(endpoint.path, recordId);
}
