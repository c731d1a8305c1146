// Malformed payloads for every write endpoint: the answer is always a 4xx carrying a message, the
// handler never throws, and nothing at all is written.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { modelNames, table } from '../../src/db';
import { demoAccounts } from '../../src/seed';
import { signIn } from '../../src/session';
import { call, demoIds, tokenOf, useMockServer } from '../../src/test-support';
import { junkBody, MISSING } from './arbitraries';
import { writeEndpoints } from './endpoints';

useMockServer();

/** Runs per endpoint; FUZZ_RUNS raises it for a longer hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
let totalRuns = 0;

const fingerprint = () => JSON.stringify(modelNames.map((name) => table(name).getAll()));

/** A 4xx body says why: a `detail` or `error` string, or per-field lists of strings. */
function expectMessage(body: unknown) {
  expect(body).toBeTypeOf('object');
  const values = Object.entries(body as Record<string, unknown>).filter(
    ([key]) => key !== 'code' && key !== 'details',
  );
  expect(values.length).toBeGreaterThan(0);
  for (const [, value] of values) {
    const messages = Array.isArray(value) ? value : [value];
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message).toBeTypeOf('string');
      expect((message as string).length).toBeGreaterThan(0);
    }
  }
}

type Payload = { raw: string } | { fields: Record<string, unknown> };

describe.each(Object.entries(writeEndpoints))('fuzz %s', (_name, endpoint) => {
  it(`answers ${RUNS} malformed payloads with a 4xx and a message, writing nothing`, async () => {
    const ids = demoIds();
    const token = endpoint.as ? tokenOf(endpoint.as) : null;
    const { refresh } = signIn(demoAccounts.agent);
    const valid = endpoint.valid(ids, refresh);
    const breakers = endpoint.breakers(ids);
    const extras = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
    const broken: fc.Arbitrary<Payload> = fc
      .subarray(Object.keys(breakers), { minLength: 1 })
      .chain((fields) =>
        fc.tuple(
          fc.record(
            Object.fromEntries(fields.map((field) => [field, breakers[field] as fc.Arbitrary<unknown>])),
          ),
          extras,
        ),
      )
      .map(([bad, extra]) => {
        const fields: Record<string, unknown> = { ...extra, ...valid, ...bad };
        for (const [key, value] of Object.entries(fields)) if (value === MISSING) delete fields[key];
        return { fields };
      });
    const payloads = fc.oneof(
      { arbitrary: broken, weight: 4 },
      { arbitrary: junkBody.map((raw) => ({ raw })), weight: 1 },
    );

    const before = fingerprint();
    await fc.assert(
      fc.asyncProperty(payloads, async (payload) => {
        totalRuns++;
        const result = await call(endpoint.method, endpoint.path(ids), {
          token,
          ...('raw' in payload
            ? { rawBody: payload.raw, headers: { 'Content-Type': 'application/json' } }
            : { body: payload.fields }),
        });
        expect(result.status).toBeGreaterThanOrEqual(400);
        expect(result.status).toBeLessThan(500);
        expectMessage(result.body);
        expect(fingerprint()).toBe(before);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('fuzz query strings and uploads', () => {
  it('GET /api/accounts/events/ and the geocoder refuse malformed query values with a 4xx', async () => {
    const token = tokenOf(demoAccounts.agent);
    // Like Python's float(), the reader ignores surrounding spaces: " 0" is a coordinate, not junk.
    const junk = fc.string({ minLength: 1 }).filter((value) => !/^-?\d/.test(value.trim()));
    await fc.assert(
      fc.asyncProperty(junk, junk, async (first, second) => {
        totalRuns++;
        const query = `start_date=${encodeURIComponent(first)}&end_date=${encodeURIComponent(second)}`;
        const events = await call('GET', `/api/accounts/events/?${query}`, { token });
        expect(events.status).toBe(400);
        expectMessage(events.body);
        const geocode = await call(
          'GET',
          `/api/accounts/geocode/reverse/?lat=${encodeURIComponent(first)}&lon=1`,
          { token },
        );
        expect(geocode.status).toBe(400);
        expectMessage(geocode.body);
      }),
      { numRuns: RUNS },
    );
  });

  it('PUT /api/accounts/profile/picture/ refuses files that are not raster images, writing nothing', async () => {
    const token = tokenOf(demoAccounts.agent);
    const before = fingerprint();
    const file = fc.record({
      bytes: fc
        .uint8Array({ maxLength: 64 })
        .filter((bytes) => ![0x89, 0xff, 0x47].includes(bytes[0] ?? 0) && bytes[8] !== 0x57),
      type: fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'text/plain', 'application/pdf', ''),
      field: fc.constantFrom('profile_picture', 'photo', ''),
    });
    await fc.assert(
      fc.asyncProperty(file, async ({ bytes, type, field }) => {
        totalRuns++;
        const form = new FormData();
        if (field) form.set(field, new Blob([bytes], { type }), 'photo');
        const result = await call('PUT', '/api/accounts/profile/picture/', { token, rawBody: form });
        expect(result.status).toBe(400);
        expectMessage(result.body);
        expect(fingerprint()).toBe(before);
      }),
      { numRuns: RUNS },
    );
  });
});

afterAll(() => {
  console.info(
    `[fuzz] ${totalRuns} malformed requests over ${Object.keys(writeEndpoints).length + 3} endpoints`,
  );
});
