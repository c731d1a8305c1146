// What the app sends (spec §7's Payload column). Types only: the client builds these, the mock server
// validates them with its own rules, as a real server would.
import type { DoorOutcome, EventType, FavoriteType, HouseNoteLabel, Role, StreetStatus } from './enums';
import type { Point } from './geometry';

export interface LoginPayload {
  /** The email: SimpleJWT's field is called `username`. */
  username: string;
  password: string;
}

export interface RefreshPayload {
  refresh: string;
}

/** The refresh token a sign-out drops (optional extension: SimpleJWT's blacklist). */
export interface RevokeRefreshPayload {
  refresh: string;
}

export interface RegistrationPayload {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password2: string;
  /** The chosen city (spec §9: La Baule-Escoublac, Pornic, Nantes, Vertou). */
  agency: string;
  /** The invitation token from `?token=`, or null for an open sign-up. */
  token: string | null;
}

export interface InvitationTokenPayload {
  token: string;
}

export interface GoogleCredentialPayload {
  credential: string;
}

export interface ZoneCreatePayload {
  name: string;
  /** Where the user tapped the map. */
  location?: Point | null;
}

export interface SectorGenerationPayload {
  random_mode: boolean;
}

export interface StreetCountPayload {
  /** Integer, at least 0 (spec §5). */
  street_count: number;
}

export interface StreetStatusPayload {
  status: StreetStatus;
  /** Spec §7: the update carries the zone id too. */
  zone?: number;
}

export interface ZoneNoteCreatePayload {
  content: string;
  location: Point;
}

export interface ZoneNoteUpdatePayload {
  content: string;
}

export interface SplitPayload {
  /** 'lat, lng' text, latitude first. */
  location: string;
}

export interface HouseNotePayload {
  label: HouseNoteLabel;
  others: string;
}

/** Create and update (spec §7: the same payload for PUT). */
export interface FavoritePayload {
  title: string;
  content: string;
  /** 'street' by default (spec §9). */
  type: FavoriteType;
  street: number | null;
}

/** Create and update (spec §7: the same payload for PUT). */
export interface EventPayload {
  title: string;
  description: string;
  /** 'prospection' by default (spec §9). */
  type: EventType;
  /** ISO 8601. */
  date: string;
  location: string;
}

export interface EventsQuery {
  /** ISO: the displayed month's first day at 00:00 … */
  start_date: string;
  /** … to its last day at 23:59:59.999. */
  end_date: string;
}

export interface RoleUpdatePayload {
  role: Role;
}

export interface InvitationPayload {
  email: string;
  /** AGENT by default; ADMIN only when a SUPER_ADMIN invites (spec §5, §6). */
  role: Role;
}

/**
 * Optional extension « portes »: a door the street's list lacked (POST …/streets/{id}/doors/). It may
 * carry its first outcome, so a door added and visited offline is one write.
 */
export interface DoorCreatePayload extends DoorUpdatePayload {
  /** As the agent reads it on the wall: « 12 », « 12 bis ». */
  number: string;
}

/** Optional extension « portes »: what changed at a door (PATCH /api/accounts/doors/{id}/). */
export interface DoorUpdatePayload {
  outcome?: DoorOutcome;
  note?: string;
  stop_pub?: boolean;
  /** A planned return (ISO date-time), null to clear it. */
  revisit_at?: string | null;
}
