import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  drfPage,
  sectorJson,
  unknownFields,
  wire,
  ZONE_NAME,
  zoneDetailJson,
  zoneJson,
  zoneNoteJson,
} from '../test-support/canonical';
import { zoneDetailReader, zoneReader } from './zone';

describe('zone reader (list entry)', () => {
  const expected = zoneJson();
  const read = (input: unknown) => v.parse(zoneReader, wire(input));

  it.each([
    { name: 'the canonical answer', input: zoneJson() },
    { name: 'with unknown fields', input: { ...zoneJson(), ...unknownFields, owner: 4, tenant: 2 } },
    { name: 'with the id and counts as strings', input: { ...zoneJson(), id: '7', sector_count: '1' } },
    { name: 'with a decimal-string progress', input: { ...zoneJson(), progress: '33.00' } },
    {
      name: 'with the location as EWKT',
      input: { ...zoneJson(), location: 'SRID=4326;POINT (-2.392 47.285)' },
    },
    {
      name: 'with the location coordinates as text',
      input: {
        ...zoneJson(),
        location: { type: 'Point', coordinates: ['-2.392', '47.285'] },
      },
    },
    {
      name: 'without sector_count but with its sectors',
      input: { ...zoneJson(), sector_count: null, sectors: [12] },
    },
    { name: 'a detail answer (sectors and notes ignored)', input: zoneDetailJson() },
  ])('reads the zone $name', ({ input }) => {
    expect(read(input)).toEqual(expected);
  });

  it.each([
    { name: 'location null', input: { location: null }, change: { location: null } },
    { name: 'location absent', input: { location: undefined }, change: { location: null } },
    {
      name: 'a location out of range',
      input: { location: 'POINT (247.285 -2.392)' },
      change: { location: null },
    },
    {
      name: 'a location that is an address',
      input: { location: '12 rue des Pins' },
      change: { location: null },
    },
    { name: 'progress null', input: { progress: null }, change: { progress: 0 } },
    { name: 'progress over 100', input: { progress: '100.50' }, change: { progress: 100 } },
    {
      name: 'sector_count and sectors absent',
      input: { sector_count: undefined },
      change: { sector_count: 0 },
    },
    {
      name: 'a paginated list of sectors and no count',
      input: {
        sector_count: null,
        sectors: drfPage([12, 13]),
      },
      change: { sector_count: 0 },
    },
    { name: 'name null', input: { name: null }, change: { name: '' } },
    { name: 'created_at null', input: { created_at: null }, change: { created_at: null } },
    { name: 'created_at absent', input: { created_at: undefined }, change: { created_at: null } },
  ])('reads $name', ({ input, change }) => {
    expect(read({ ...zoneJson(), ...input })).toEqual({ ...expected, ...change });
  });

  it.each([
    { name: 'without id', input: { id: null } },
    { name: 'with id 0', input: { id: 0 } },
    { name: 'with a path for an id', input: { id: '7/../../admin' } },
    { name: 'with a fractional id string', input: { id: '7.5' } },
  ])('refuses a zone $name', ({ input }) => {
    expect(v.safeParse(zoneReader, wire({ ...zoneJson(), ...input })).success).toBe(false);
  });

  it('reads a progress that is not a number as 0 rather than hide the zone', () => {
    expect(v.parse(zoneReader, wire({ ...zoneJson(), progress: 'un tiers' })).progress).toBe(0);
  });
});

describe('zone detail reader', () => {
  const expected = zoneDetailJson();
  const read = (input: unknown) => v.parse(zoneDetailReader, wire(input));

  it.each([
    { name: 'the canonical answer', input: zoneDetailJson() },
    { name: 'with unknown fields', input: { ...zoneDetailJson(), ...unknownFields } },
    {
      name: 'with paginated sectors and notes',
      input: {
        ...zoneDetailJson(),
        sectors: drfPage([sectorJson()]),
        notes: drfPage([zoneNoteJson()]),
      },
    },
    {
      name: 'with its sectors giving the zone as an id',
      input: {
        ...zoneDetailJson(),
        sectors: [{ ...sectorJson(), zone: 7 }],
      },
    },
    {
      name: 'without sector_count (counted from its sectors)',
      input: { ...zoneDetailJson(), sector_count: undefined },
    },
    {
      name: 'with numbers as strings',
      input: {
        ...zoneDetailJson(),
        id: '7',
        sector_count: '1',
        progress: '33.00',
        sectors: [{ ...sectorJson(), id: '12', number: '3', progress: '33.00' }],
        notes: [{ ...zoneNoteJson(), id: '31', zone: '7' }],
      },
    },
  ])('reads the zone detail $name', ({ input }) => {
    expect(read(input)).toEqual(expected);
  });

  it.each([
    {
      name: 'no sectors',
      input: { sectors: null, sector_count: null },
      change: { sectors: [], sector_count: 0 },
    },
    { name: 'no notes', input: { notes: undefined }, change: { notes: [] } },
    {
      name: 'its sectors without zone nor zoneName',
      input: { sectors: [{ ...sectorJson(), zone: undefined, zoneName: undefined }] },
      change: { sectors: [{ ...sectorJson(), zone: null, zoneName: '' }] },
    },
    {
      name: 'a note given by a plain serializer (author as an id)',
      input: { notes: [{ ...zoneNoteJson(), user: 4 }] },
      change: { notes: [{ ...zoneNoteJson(), user: '' }] },
    },
  ])('reads $name', ({ input, change }) => {
    expect(read({ ...zoneDetailJson(), ...input })).toEqual({ ...expected, ...change });
  });

  it.each([
    { name: 'a sector with a bad id', input: { sectors: [{ ...sectorJson(), id: 'x' }] } },
    { name: 'a note without location', input: { notes: [{ ...zoneNoteJson(), location: undefined }] } },
    {
      name: 'a note out of range',
      input: { notes: [{ ...zoneNoteJson(), location: 'POINT (47.28 -200)' }] },
    },
    { name: 'sectors that are ids only', input: { sectors: [12] } },
  ])('refuses a detail with $name', ({ input }) => {
    expect(v.safeParse(zoneDetailReader, wire({ ...zoneDetailJson(), ...input })).success).toBe(false);
  });

  it('names a sector given by id after its zoneName', () => {
    const detail = read({
      ...zoneDetailJson(),
      sectors: [{ ...sectorJson(), zone: 7, zoneName: ZONE_NAME }],
    });
    expect(detail.sectors[0]?.zone).toEqual({ id: 7, name: ZONE_NAME });
  });
});
