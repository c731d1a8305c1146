import { factory, nullable, primaryKey } from '@mswjs/data';

// One integer sequence per model, like SQL tables: zone 1, 2, 3… and sector 1, 2, 3…, stable within a seed.
const sequences = new Map<string, number>();

const sequence = (model: string) => () => {
  const next = (sequences.get(model) ?? 0) + 1;
  sequences.set(model, next);
  return next;
};

export function resetSequences(): void {
  sequences.clear();
}

/** After a snapshot restore: the next id of `model` follows the highest one restored. */
export function bumpSequence(model: string, highestId: number): void {
  if (highestId > (sequences.get(model) ?? 0)) sequences.set(model, highestId);
}

// Relations are plain foreign-key columns (`tenantId`, `zoneId`…): queries stay simple and a snapshot
// is plain JSON. Geometry is stored as longitude/latitude columns or a JSON ring; dates as ISO strings.
export const db = factory({
  tenant: {
    id: primaryKey(sequence('tenant')),
    city: String,
  },
  user: {
    id: primaryKey(sequence('user')),
    firstName: String,
    lastName: String,
    email: String,
    passwordHash: nullable<string>(() => null),
    googleSubject: nullable<string>(() => null),
    dateJoined: String,
  },
  profile: {
    id: primaryKey(sequence('profile')),
    userId: Number,
    role: String,
    tenantId: Number,
    profilePicture: nullable<string>(() => null),
  },
  invitation: {
    id: primaryKey(sequence('invitation')),
    token: String,
    email: String,
    role: String,
    tenantId: Number,
    invitedById: Number,
    expiresAt: Number,
    used: Boolean,
  },
  zone: {
    id: primaryKey(sequence('zone')),
    name: String,
    lng: nullable<number>(() => null),
    lat: nullable<number>(() => null),
    ownerId: Number,
    tenantId: Number,
    createdAt: String,
    /**
     * Doors of the zone's streets (the « portes » extension) come with a few visits made between the
     * zone's creation and this date: the seed's zones have it, zones created later start unvisited.
     */
    doorVisitsUntil: nullable<string>(() => null),
  },
  sector: {
    id: primaryKey(sequence('sector')),
    number: Number,
    status: String,
    /** JSON of the polygon's rings, `[[[lng, lat], …]]`. */
    rings: String,
    zoneId: Number,
  },
  street: {
    id: primaryKey(sequence('street')),
    name: String,
    status: String,
    sectorId: Number,
    /** Order within the sector: update-streets keeps the first ones. */
    position: Number,
  },
  /**
   * Optional extension « portes ». A street's doors are generated from its id when read (domain/doors.ts),
   * so only doors added or changed are stored: a door changed keeps the id it was generated with.
   */
  door: {
    id: primaryKey(Number),
    streetId: Number,
    number: String,
    outcome: String,
    note: String,
    stopPub: Boolean,
    visitedAt: nullable<string>(() => null),
    visitedBy: String,
    revisitAt: nullable<string>(() => null),
  },
  zoneNote: {
    id: primaryKey(sequence('zoneNote')),
    content: String,
    authorId: Number,
    lng: Number,
    lat: Number,
    zoneId: Number,
    createdAt: String,
  },
  houseNote: {
    id: primaryKey(sequence('houseNote')),
    label: String,
    others: String,
    authorId: Number,
    tenantId: Number,
    createdAt: String,
  },
  favorite: {
    id: primaryKey(sequence('favorite')),
    title: String,
    content: String,
    type: String,
    streetId: nullable<number>(() => null),
    ownerId: Number,
    createdAt: String,
  },
  event: {
    id: primaryKey(sequence('event')),
    title: String,
    description: String,
    type: String,
    date: String,
    location: String,
    ownerId: Number,
    createdAt: String,
  },
  session: {
    token: primaryKey(String),
    kind: String,
    userId: Number,
    expiresAt: Number,
    /** The end of the sign-in the token comes from: rotation passes it on, never extends it. */
    signInExpiresAt: Number,
    revoked: Boolean,
  },
  auditLog: {
    id: primaryKey(sequence('auditLog')),
    action: String,
    actorId: Number,
    targetId: nullable<number>(() => null),
    tenantId: Number,
    detail: String,
    createdAt: String,
  },
});

export type Db = typeof db;
export const modelNames = [
  'tenant',
  'user',
  'profile',
  'invitation',
  'zone',
  'sector',
  'street',
  'door',
  'zoneNote',
  'houseNote',
  'favorite',
  'event',
  'session',
  'auditLog',
] as const satisfies readonly (keyof Db)[];
export type ModelName = (typeof modelNames)[number];

/** What generic code (clearing, snapshots) needs of any table; the tables differ only in their rows. */
export interface AnyTable {
  getAll(): Record<string, unknown>[];
  create(row: Record<string, unknown>): unknown;
  deleteMany(query: { where: Record<string, never> }): unknown;
}
export const table = (name: ModelName) => db[name] as unknown as AnyTable;

type Entity<Name extends ModelName> = NonNullable<ReturnType<Db[Name]['findFirst']>>;
export type Tenant = Entity<'tenant'>;
export type User = Entity<'user'>;
export type Profile = Entity<'profile'>;
export type Invitation = Entity<'invitation'>;
export type Zone = Entity<'zone'>;
export type Sector = Entity<'sector'>;
export type Street = Entity<'street'>;
export type Door = Entity<'door'>;
export type ZoneNote = Entity<'zoneNote'>;
export type HouseNote = Entity<'houseNote'>;
export type Favorite = Entity<'favorite'>;
export type CalendarEvent = Entity<'event'>;
export type AuditLog = Entity<'auditLog'>;

export type Role = 'AGENT' | 'ADMIN' | 'SUPER_ADMIN';
export const ROLES: readonly Role[] = ['AGENT', 'ADMIN', 'SUPER_ADMIN'];
export type SectorStatus = 'pending' | 'in_progress' | 'done';
export type StreetStatus = 'pending' | 'done';
export type AuditAction =
  | 'impersonation_start'
  | 'impersonation_stop'
  | 'role_change'
  | 'user_delete'
  | 'zone_delete';

let generation = 0;

/** Changes every time the database is emptied (each seed or restore): scenarios apply once per seed. */
export const dbGeneration = () => generation;

/** Empties every table and restarts the id sequences. */
export function clearDb(): void {
  for (const name of modelNames) table(name).deleteMany({ where: {} });
  resetSequences();
  generation++;
}
