import * as z from 'zod/mini';

// The entities of spec §3 as docs/api-contract.md fixes them. Objects keep the fields listed here and
// drop any others, so a server that sends more still passes.

export const idSchema = z.int();

/** `[longitude, latitude]`, GeoJSON order. */
export const positionSchema = z.tuple([z.number(), z.number()]);
export const pointSchema = z.object({ type: z.literal('Point'), coordinates: positionSchema });
export type Point = z.infer<typeof pointSchema>;

export const polygonSchema = z.object({
  type: z.literal('Polygon'),
  coordinates: z.array(z.array(positionSchema)),
});
export type Polygon = z.infer<typeof polygonSchema>;

/** A real server may send a sector's geometry as WKT text (`POLYGON((lng lat, …))`); the map converts it. */
export const wktPolygonSchema = z.string().check(z.regex(/^\s*(SRID=\d+;\s*)?POLYGON\s*\(/i));
export const sectorGeometrySchema = z.union([polygonSchema, wktPolygonSchema]);
export type SectorGeometry = z.infer<typeof sectorGeometrySchema>;

export const roleSchema = z.enum(['AGENT', 'ADMIN', 'SUPER_ADMIN']);
export type Role = z.infer<typeof roleSchema>;

export const statsSchema = z.object({
  doneRues: z.number(),
  totalRues: z.number(),
  doneZones: z.number(),
  totalZones: z.number(),
  contacts: z.number(),
  estimations: z.number(),
});
export type Stats = z.infer<typeof statsSchema>;

export const streetStatusSchema = z.enum(['pending', 'done']);
export type StreetStatus = z.infer<typeof streetStatusSchema>;
export const streetSchema = z.object({ id: idSchema, name: z.string(), status: streetStatusSchema });
export type Street = z.infer<typeof streetSchema>;

export const zoneNoteSchema = z.object({
  id: idSchema,
  content: z.string(),
  user: z.string(),
  created_at: z.string(),
  zone: idSchema,
  location: pointSchema,
});
export type ZoneNote = z.infer<typeof zoneNoteSchema>;

export const sectorStatusSchema = z.enum(['pending', 'in_progress', 'done']);
export type SectorStatus = z.infer<typeof sectorStatusSchema>;

export const sectorSchema = z.object({
  id: idSchema,
  number: z.int(),
  status: sectorStatusSchema,
  geometry: sectorGeometrySchema,
  streets: z.array(streetSchema),
  /** An object in the contract; spec §3 allows a bare zone id too. */
  zone: z.union([z.object({ id: idSchema, name: z.string() }), idSchema]),
  zoneName: z.string(),
  progress: z.number(),
  zone_notes: z.array(zoneNoteSchema),
});
export type Sector = z.infer<typeof sectorSchema>;

export const zoneSchema = z.object({
  id: idSchema,
  name: z.string(),
  location: z.nullable(pointSchema),
  sector_count: z.int(),
  progress: z.number(),
  created_at: z.string(),
});
export type Zone = z.infer<typeof zoneSchema>;

export const zoneDetailSchema = z.extend(zoneSchema, {
  sectors: z.array(sectorSchema),
  notes: z.array(zoneNoteSchema),
});
export type ZoneDetail = z.infer<typeof zoneDetailSchema>;

export const houseNoteLabelSchema = z.enum(['interested', 'thinking']);
export type HouseNoteLabel = z.infer<typeof houseNoteLabelSchema>;
export const houseNoteSchema = z.object({
  id: idSchema,
  label: houseNoteLabelSchema,
  others: z.nullable(z.string()),
  user: z.string(),
  created_at: z.string(),
});
export type HouseNote = z.infer<typeof houseNoteSchema>;

export const favoriteTypeSchema = z.enum(['street', 'estimation', 'contact']);
export type FavoriteType = z.infer<typeof favoriteTypeSchema>;
export const favoriteSchema = z.object({
  id: idSchema,
  title: z.string(),
  content: z.string(),
  type: favoriteTypeSchema,
  street: z.nullable(idSchema),
  street_name: z.nullable(z.string()),
  created_at: z.string(),
});
export type Favorite = z.infer<typeof favoriteSchema>;

export const eventTypeSchema = z.enum(['prospection', 'rdv', 'navigation']);
export type EventType = z.infer<typeof eventTypeSchema>;
export const calendarEventSchema = z.object({
  id: idSchema,
  title: z.string(),
  // Optional in the form (spec §5): a server may send null for them.
  description: z.nullable(z.string()),
  type: eventTypeSchema,
  date: z.string(),
  location: z.nullable(z.string()),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const adminUserSchema = z.object({
  id: idSchema,
  role: roleSchema,
  firstName: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  zones_count: z.int(),
  completed_sectors_count: z.int(),
  completed_streets_count: z.int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
