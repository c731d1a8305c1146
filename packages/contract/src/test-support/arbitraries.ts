// fast-check arbitraries of canonical answers: the shapes the mock server's serializers send, with the
// same invariants (a sector's progress is its done streets over all, its zoneName its zone's name, a
// detail's sector_count its sectors' number), so any value read from a DRF variant must match.
import fc from 'fast-check';
import { EVENT_TYPES, FAVORITE_TYPES, ROLES } from '../enums';

const recordId = fc.integer({ min: 1, max: 999_999_999 });
const count = fc.oneof(fc.constant(0), fc.nat({ max: 500 }));
/** Display text, often empty so that the variants exercise '' → null or absent. */
const displayText = fc.oneof(
  fc.constant(''),
  fc.constantFrom('Rue des Pins', 'Avenue du Général de Gaulle', 'Camille Martin', 'Pornic', 'Écoles'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 24 }),
);
const isoDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T23:59:59Z'), noInvalidDate: true })
  .map((date) => date.toISOString());
/** Degrees: mostly at GPS precision, sometimes any double in range (`+ 0`: JSON has no negative zero). */
const degrees = (limit: number) =>
  fc.oneof(
    fc.integer({ min: -limit * 1e6, max: limit * 1e6 }).map((micro) => micro / 1e6),
    fc.double({ min: -limit, max: limit, noNaN: true }).map((value) => value + 0),
  );
const longitude = degrees(180);
const latitude = degrees(90);
const position = fc.tuple(longitude, latitude);

export const pointArb = fc.record({ type: fc.constant('Point' as const), coordinates: position });

const ring = fc.array(position, { minLength: 4, maxLength: 6 });
export const areaArb = fc.oneof(
  fc.record({
    type: fc.constant('Polygon' as const),
    coordinates: fc.array(ring, { minLength: 1, maxLength: 2 }),
  }),
  fc.record({
    type: fc.constant('MultiPolygon' as const),
    coordinates: fc.array(fc.array(ring, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 2 }),
  }),
);

export const streetArb = fc.record({
  id: recordId,
  name: displayText,
  status: fc.constantFrom('pending' as const, 'done' as const),
});

export const zoneNoteArb = (zoneId: number) =>
  fc.record({
    id: recordId,
    content: displayText,
    user: displayText,
    created_at: fc.oneof(isoDate, fc.constant('')),
    zone: fc.constant(zoneId),
    location: pointArb,
  });

const zoneOfSectorArb = fc.record({ id: recordId, name: displayText });

export const sectorArb = (zone: { id: number; name: string }) =>
  fc
    .record({
      id: recordId,
      number: fc.nat({ max: 60 }),
      status: fc.constantFrom('pending' as const, 'in_progress' as const, 'done' as const),
      geometry: areaArb,
      streets: fc.array(streetArb, { maxLength: 6 }),
      zone_notes: fc.array(zoneNoteArb(zone.id), { maxLength: 2 }),
    })
    .map(({ streets, zone_notes, ...sector }) => {
      const done = streets.filter((street) => street.status === 'done').length;
      return {
        ...sector,
        streets,
        zone: { id: zone.id, name: zone.name },
        zoneName: zone.name,
        progress: streets.length === 0 ? 0 : Math.round((done * 100) / streets.length),
        zone_notes,
      };
    });

export const standaloneSectorArb = zoneOfSectorArb.chain((zone) => sectorArb(zone));

export const zoneArb = fc.record({
  id: recordId,
  name: displayText,
  location: fc.option(pointArb, { nil: null }),
  sector_count: count,
  progress: fc.integer({ min: 0, max: 100 }),
  created_at: fc.option(isoDate, { nil: null }),
});

export const zoneDetailArb = zoneArb.chain((zone) =>
  fc
    .record({
      sectors: fc.array(sectorArb(zone), { maxLength: 3 }),
      notes: fc.array(zoneNoteArb(zone.id), { maxLength: 3 }),
    })
    .map(({ sectors, notes }) => ({ ...zone, sector_count: sectors.length, sectors, notes })),
);

export const favoriteArb = fc
  .record({
    id: recordId,
    title: displayText,
    content: displayText,
    type: fc.constantFrom(...FAVORITE_TYPES),
    street: fc.option(fc.record({ id: recordId, name: displayText }), { nil: null }),
    created_at: fc.option(isoDate, { nil: null }),
  })
  .map(({ street, ...favorite }) => ({
    ...favorite,
    street: street?.id ?? null,
    street_name: street?.name ?? null,
  }));

export const calendarEventArb = fc.record({
  id: recordId,
  title: displayText,
  description: displayText,
  type: fc.constantFrom(...EVENT_TYPES),
  date: isoDate,
  location: displayText,
});

export const adminUserArb = fc
  .record({
    id: recordId,
    role: fc.constantFrom(...ROLES),
    first_name: displayText,
    last_name: displayText,
    email: fc.emailAddress(),
    zones_count: count,
    completed_sectors_count: count,
    completed_streets_count: count,
  })
  .map((user) => ({ ...user, firstName: user.first_name }));

export const statsArb = fc.record({
  doneRues: count,
  totalRues: count,
  doneZones: count,
  totalZones: count,
  contacts: count,
  estimations: count,
});

export const profileArb = fc.record({
  user: fc.record({
    id: recordId,
    first_name: displayText,
    last_name: displayText,
    email: fc.emailAddress(),
  }),
  profile: fc.record({
    role: fc.constantFrom(...ROLES),
    profile_picture: fc.option(fc.webUrl(), { nil: null }),
    tenant: fc.record({ id: recordId, city: displayText }),
  }),
});
