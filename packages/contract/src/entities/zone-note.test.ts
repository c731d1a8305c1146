import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { unknownFields, wire, zoneNoteJson } from '../test-support/canonical';
import { zoneNoteReader } from './zone-note';

const expected = zoneNoteJson();
const read = (input: unknown) => v.parse(zoneNoteReader, wire(input));

describe('zone note reader', () => {
  it.each([
    { name: 'the canonical answer', input: zoneNoteJson() },
    { name: 'with unknown fields', input: { ...zoneNoteJson(), ...unknownFields, sector: 12 } },
    { name: 'with the ids as strings', input: { ...zoneNoteJson(), id: '31', zone: '7' } },
    { name: 'with the zone as an object', input: { ...zoneNoteJson(), zone: { id: 7, name: 'Centre' } } },
    {
      name: 'with the location as EWKT',
      input: { ...zoneNoteJson(), location: 'SRID=4326;POINT (-2.3921 47.2843)' },
    },
    {
      name: 'with the location carrying a crs',
      input: {
        ...zoneNoteJson(),
        location: { ...zoneNoteJson().location, crs: { type: 'name', properties: { name: 'EPSG:4326' } } },
      },
    },
    {
      name: 'with the author as a nested user',
      input: {
        ...zoneNoteJson(),
        user: { id: 4, username: 'camille', first_name: 'Camille', last_name: 'Martin' },
      },
    },
  ])('reads the note $name', ({ input }) => {
    expect(read(input)).toEqual(expected);
  });

  it.each([
    { name: 'the author as an id, which names nobody', input: { user: 4 }, change: { user: '' } },
    { name: 'the author null', input: { user: null }, change: { user: '' } },
    { name: 'the author absent', input: { user: undefined }, change: { user: '' } },
    {
      name: 'a nested user with only a username',
      input: { user: { id: 4, username: 'camille' } },
      change: { user: 'camille' },
    },
    {
      name: 'a nested user whose first_name is null',
      input: { user: { id: 4, first_name: null, last_name: 'Martin' } },
      change: { user: 'Martin' },
    },
    { name: 'content null', input: { content: null }, change: { content: '' } },
    { name: 'created_at null', input: { created_at: null }, change: { created_at: '' } },
    { name: 'the zone absent', input: { zone: undefined }, change: { zone: null } },
    { name: 'an unusable zone', input: { zone: 'Centre' }, change: { zone: null } },
  ])('reads $name', ({ input, change }) => {
    expect(read({ ...zoneNoteJson(), ...input })).toEqual({ ...expected, ...change });
  });

  // A note is pinned on the map: without a place it cannot be shown, so it is refused.
  it.each([
    { name: 'without location', input: { location: undefined } },
    { name: 'with location null', input: { location: null } },
    { name: 'with the location as "lat, lng" text', input: { location: '47.2843, -2.3921' } },
    {
      name: 'with a latitude out of range',
      input: { location: { type: 'Point', coordinates: [-2.39, 95] } },
    },
    { name: 'with a longitude out of range', input: { location: 'POINT (-190 47.28)' } },
    { name: 'with a bad id', input: { id: '31 OR 1=1' } },
    { name: 'without id', input: { id: undefined } },
  ])('refuses a note $name', ({ input }) => {
    expect(v.safeParse(zoneNoteReader, wire({ ...zoneNoteJson(), ...input })).success).toBe(false);
  });
});
