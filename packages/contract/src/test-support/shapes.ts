// The shapes of the main answers: how each of their fields may vary in a DRF serializer's answer.
import fc from 'fast-check';
import { ABSENT, type Field, type Shape, type Varied } from './drf-variant';

/** A note's zone: its id, its digits, or the zone object. */
const noteZone: Field = {
  custom: (value) =>
    typeof value === 'number' ? fc.constantFrom(value, String(value), { id: value }) : fc.constant(value),
};

/** A sector's zone: the `{id, name}` object, or only its id, bare or nested (the name stays in `zoneName`). */
const sectorZone: Field = {
  custom: (value) => {
    const zone = value as { id: number; name: string };
    return fc.constantFrom<Varied>(
      zone,
      { ...zone, id: String(zone.id) },
      { id: zone.id },
      zone.id,
      String(zone.id),
    );
  },
};

/** An admin entry's `firstName`: the contract's copy of `first_name`, which a plain serializer lacks. */
const firstNameCopy: Field = { custom: (value) => fc.constantFrom(value, null, ABSENT) };

/** A favourite's street: its id, its digits, the street object, or nothing. */
const favoriteStreet: Field = {
  custom: (value, record) =>
    typeof value === 'number'
      ? fc.constantFrom<Varied>(value, String(value), { id: value, name: record.street_name })
      : fc.constantFrom(null, ABSENT),
};

export const streetShape: Shape = { id: 'id', name: 'text', status: 'choice' };
export const zoneNoteShape: Shape = {
  id: 'id',
  content: 'text',
  user: 'text',
  created_at: 'text',
  zone: noteZone,
  location: 'point',
};
export const sectorShape: Shape = {
  id: 'id',
  number: 'integer',
  status: 'choice',
  geometry: 'area',
  streets: { listOf: streetShape },
  zone: sectorZone,
  zoneName: 'text',
  progress: 'figure',
  zone_notes: { listOf: zoneNoteShape },
};
export const zoneShape: Shape = {
  id: 'id',
  name: 'text',
  location: 'point',
  sector_count: 'figure',
  progress: 'figure',
  created_at: 'optionalText',
  // Read by the list reader for a count when sector_count is missing, so never added as an extra.
  sectors: 'keep',
  notes: 'keep',
};
export const zoneDetailShape: Shape = {
  ...zoneShape,
  sectors: { listOf: sectorShape },
  notes: { listOf: zoneNoteShape },
};
export const favoriteShape: Shape = {
  id: 'id',
  title: 'text',
  content: 'text',
  type: 'choice',
  street: favoriteStreet,
  street_name: 'optionalText',
  created_at: 'optionalText',
};
export const calendarEventShape: Shape = {
  id: 'id',
  title: 'text',
  description: 'text',
  type: 'choice',
  date: 'keep',
  location: 'text',
};
export const adminUserShape: Shape = {
  id: 'id',
  role: 'keep',
  firstName: firstNameCopy,
  first_name: 'text',
  last_name: 'text',
  email: 'text',
  zones_count: 'figure',
  completed_sectors_count: 'figure',
  completed_streets_count: 'figure',
};
export const statsShape: Shape = {
  doneRues: 'figure',
  totalRues: 'figure',
  doneZones: 'figure',
  totalZones: 'figure',
  contacts: 'figure',
  estimations: 'figure',
};
export const profileShape: Shape = {
  user: { shape: { id: 'id', first_name: 'text', last_name: 'text', email: 'keep' } },
  profile: {
    shape: {
      role: 'keep',
      profile_picture: 'optionalText',
      tenant: { shape: { id: 'id', city: 'text' } },
    },
  },
};
