import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  drfPage,
  polygonJson,
  sectorJson,
  streetsJson,
  unknownFields,
  wire,
  ZONE_NAME,
  zoneNoteJson,
} from '../test-support/canonical';
import { sectorReader } from './sector';

const expected = sectorJson();
const read = (input: unknown) => v.parse(sectorReader, wire(input));

describe('sector reader', () => {
  it.each([
    { name: 'the canonical answer', input: sectorJson() },
    {
      name: 'with unknown fields, also in its streets and notes',
      input: {
        ...sectorJson(),
        ...unknownFields,
        created_at: '2026-10-02T08:00:00Z',
        streets: streetsJson().map((street) => ({ ...street, sector: 12, length_m: 240.5 })),
        zone_notes: [{ ...zoneNoteJson(), is_private: false }],
      },
    },
    {
      name: 'with ids and numbers as numeric strings',
      input: {
        ...sectorJson(),
        id: '12',
        number: '3',
        zone: { id: '7', name: ZONE_NAME },
        streets: streetsJson().map((street) => ({ ...street, id: String(street.id) })),
        zone_notes: [{ ...zoneNoteJson(), id: '31', zone: '7' }],
      },
    },
    { name: 'with a decimal-string progress', input: { ...sectorJson(), progress: '33.00' } },
    {
      name: 'with progress absent (computed from the streets)',
      input: { ...sectorJson(), progress: undefined },
    },
    { name: 'with progress null (computed from the streets)', input: { ...sectorJson(), progress: null } },
    { name: 'with the zone as an id and zoneName kept', input: { ...sectorJson(), zone: 7 } },
    { name: 'with the zone as an id string and zoneName kept', input: { ...sectorJson(), zone: '7' } },
    { name: 'without zoneName (taken from the zone)', input: { ...sectorJson(), zoneName: undefined } },
    { name: 'with zoneName null (taken from the zone)', input: { ...sectorJson(), zoneName: null } },
    { name: 'with the zone object lacking its name', input: { ...sectorJson(), zone: { id: 7 } } },
    { name: 'with the zone name null', input: { ...sectorJson(), zone: { id: '7', name: null } } },
    {
      name: 'with paginated streets and notes',
      input: {
        ...sectorJson(),
        streets: drfPage(streetsJson()),
        zone_notes: drfPage([zoneNoteJson()]),
      },
    },
    {
      name: 'with the geometry as a GeoJSON Feature',
      input: {
        ...sectorJson(),
        geometry: { type: 'Feature', properties: { number: 3 }, geometry: polygonJson() },
      },
    },
    { name: 'with the status in capitals', input: { ...sectorJson(), status: 'IN_PROGRESS' } },
    {
      name: 'with street statuses in capitals',
      input: {
        ...sectorJson(),
        streets: streetsJson().map((street) => ({ ...street, status: street.status.toUpperCase() })),
      },
    },
  ])('reads the sector $name', ({ input }) => {
    expect(read(input)).toEqual(expected);
  });

  it.each([
    { name: 'number null: the screens show the id', input: { number: null }, change: { number: null } },
    { name: 'number absent', input: { number: undefined }, change: { number: null } },
    { name: 'a fractional number', input: { number: 2.5 }, change: { number: null } },
    { name: 'an unknown status', input: { status: 'archived' }, change: { status: 'other' } },
    { name: 'status null', input: { status: null }, change: { status: 'other' } },
    {
      name: 'a MultiPolygon',
      input: { geometry: { type: 'MultiPolygon', coordinates: [polygonJson().coordinates] } },
      change: { geometry: { type: 'MultiPolygon', coordinates: [polygonJson().coordinates] } },
    },
    {
      name: 'WKT geometry, kept as trimmed text',
      input: { geometry: ' SRID=4326;POLYGON ((-2.395 47.283, -2.389 47.283, -2.395 47.283)) ' },
      change: { geometry: 'SRID=4326;POLYGON ((-2.395 47.283, -2.389 47.283, -2.395 47.283))' },
    },
    { name: 'geometry null', input: { geometry: null }, change: { geometry: null } },
    {
      name: 'an unreadable geometry',
      input: { geometry: { type: 'Circle', radius: 5 } },
      change: { geometry: null },
    },
    {
      name: 'the zone as an id without zoneName',
      input: { zone: 7, zoneName: undefined },
      change: { zone: { id: 7, name: '' }, zoneName: '' },
    },
    { name: 'zone null', input: { zone: null }, change: { zone: null } },
    { name: 'zone absent', input: { zone: undefined }, change: { zone: null } },
    { name: 'an unusable zone id', input: { zone: 'Centre' }, change: { zone: null } },
    { name: 'a progress over 100', input: { progress: 150 }, change: { progress: 100 } },
    { name: 'a decimal progress', input: { progress: '62.50' }, change: { progress: 62.5 } },
    {
      name: 'a progress that is not a number (computed)',
      input: { progress: 'un tiers' },
      change: { progress: 33 },
    },
    { name: 'no streets', input: { streets: null, progress: null }, change: { streets: [], progress: 0 } },
    { name: 'no notes', input: { zone_notes: undefined }, change: { zone_notes: [] } },
    {
      name: 'a street without a status',
      input: {
        streets: [{ id: 101, name: 'Rue des Pins', status: null }],
        progress: null,
      },
      change: { streets: [{ id: 101, name: 'Rue des Pins', status: 'pending' }], progress: 0 },
    },
    {
      name: 'a street named null',
      input: {
        streets: [{ id: 101, name: null, status: 'done' }],
        progress: null,
      },
      change: { streets: [{ id: 101, name: '', status: 'done' }], progress: 100 },
    },
  ])('reads $name', ({ input, change }) => {
    expect(read({ ...sectorJson(), ...input })).toEqual({ ...expected, ...change });
  });

  it('computes the progress as done streets over all, rounded', () => {
    const streets = Array.from({ length: 200 }, (_, index) => ({
      id: index + 1,
      name: `Rue ${index + 1}`,
      status: index < 29 ? 'done' : 'pending',
    }));
    // 29 / 200 is 14.5 %: rounded up, not lost to floating point (0.145 * 100 = 14.4999…).
    expect(read({ ...sectorJson(), streets, progress: null }).progress).toBe(15);
  });

  it.each([
    { name: 'without id', input: { id: undefined } },
    { name: 'with a negative id', input: { id: -12 } },
    { name: 'with a fractional id', input: { id: 12.5 } },
    { name: 'with an id that is not digits', input: { id: '12; drop' } },
    { name: 'with an empty id', input: { id: '' } },
    {
      name: 'with a street whose id is bad',
      input: { streets: [{ id: '1 OR 1=1', name: 'Rue', status: 'done' }] },
    },
    { name: 'with a note without location', input: { zone_notes: [{ ...zoneNoteJson(), location: null }] } },
    { name: 'with streets that are not a list', input: { streets: 'Rue des Pins' } },
  ])('refuses a sector $name', ({ input }) => {
    expect(v.safeParse(sectorReader, wire({ ...sectorJson(), ...input })).success).toBe(false);
  });
});
