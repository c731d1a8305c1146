// Property: whatever DRF-legal form a real server gives an answer (ids and numbers as text, unknown
// keys, nulls or absent keys for empty values, paginated nested lists, the zone as an id, EWKT points,
// GeoJSON Features), the app reads the same thing as from the canonical answer.
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminUserReader } from './entities/admin-user';
import { calendarEventReader } from './entities/calendar-event';
import { favoriteReader } from './entities/favorite';
import { profileReader } from './entities/profile';
import { sectorReader } from './entities/sector';
import { statsReader } from './entities/stats';
import { zoneDetailReader, zoneReader } from './entities/zone';
import { isPage } from './list';
import {
  adminUserArb,
  calendarEventArb,
  favoriteArb,
  profileArb,
  standaloneSectorArb,
  statsArb,
  zoneArb,
  zoneDetailArb,
} from './test-support/arbitraries';
import { drfVariant, type Shape } from './test-support/drf-variant';
import {
  adminUserShape,
  calendarEventShape,
  favoriteShape,
  profileShape,
  sectorShape,
  statsShape,
  zoneDetailShape,
  zoneShape,
} from './test-support/shapes';

const NUM_RUNS = 200;

interface Case {
  name: string;
  reader: v.GenericSchema;
  canonical: fc.Arbitrary<unknown>;
  shape: Shape;
}

const cases: Case[] = [
  { name: 'zone', reader: zoneReader, canonical: zoneArb, shape: zoneShape },
  { name: 'zone detail', reader: zoneDetailReader, canonical: zoneDetailArb, shape: zoneDetailShape },
  {
    name: 'sector with streets and notes',
    reader: sectorReader,
    canonical: standaloneSectorArb,
    shape: sectorShape,
  },
  { name: 'favourite', reader: favoriteReader, canonical: favoriteArb, shape: favoriteShape },
  {
    name: 'calendar event',
    reader: calendarEventReader,
    canonical: calendarEventArb,
    shape: calendarEventShape,
  },
  { name: 'admin user', reader: adminUserReader, canonical: adminUserArb, shape: adminUserShape },
  { name: 'stats', reader: statsReader, canonical: statsArb, shape: statsShape },
  { name: 'profile', reader: profileReader, canonical: profileArb, shape: profileShape },
];

/** A canonical answer and one DRF variant of it. */
const withVariant = (canonical: fc.Arbitrary<unknown>, shape: Shape) =>
  canonical.chain((answer) => drfVariant(shape, answer).map((variant) => ({ answer, variant })));

describe.each(cases)('$name reader', ({ reader, canonical, shape }) => {
  it('reads a canonical answer as itself', () => {
    fc.assert(
      fc.property(canonical, (answer) => {
        expect(v.parse(reader, answer)).toEqual(answer);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('reads every DRF variant as the canonical answer', () => {
    fc.assert(
      fc.property(withVariant(canonical, shape), ({ answer, variant }) => {
        expect(v.parse(reader, variant)).toEqual(v.parse(reader, answer));
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('list answers', () => {
  // What the client does with a list answer: a page's results, or the bare list.
  const readList = (reader: v.GenericSchema, answer: unknown) =>
    v.parse(v.array(reader), isPage(answer) ? answer.results : answer);

  it('reads a page of variants as the bare list of canonical answers', () => {
    const zones = fc.array(withVariant(zoneArb, zoneShape), { maxLength: 4 });
    fc.assert(
      fc.property(zones, fc.boolean(), (pairs, paginated) => {
        const variants = pairs.map(({ variant }) => variant);
        const answer = paginated
          ? { count: variants.length, next: null, previous: null, results: variants }
          : variants;
        expect(readList(zoneReader, answer)).toEqual(pairs.map(({ answer: zone }) => zone));
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
