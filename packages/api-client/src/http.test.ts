import fc from 'fast-check';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createApiClient, DEFAULT_TIMEOUT_MS, PREFETCH_MAX_AGE_MS, XSRF_HEADER } from './http';
import { memoryStorage, storageKeys } from './storage';

// The HTTP layer against handlers this file controls; the endpoints are tested against the mock backend.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const api = 'http://api.test';
const signedIn = () =>
  memoryStorage({ [storageKeys.accessToken]: 'token-1', [storageKeys.refreshToken]: 'r' });
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('requests', () => {
  it('joins the base URL and path, adds the query, sends JSON with the Bearer token', async () => {
    let seen: Request | undefined;
    server.use(
      http.post(`${api}/prefix/api/things/`, async ({ request }) => {
        seen = request.clone();
        return HttpResponse.json({ ok: true }, { status: 201 });
      }),
    );
    const client = createApiClient({ baseUrl: `${api}/prefix/`, storage: signedIn() });
    const answer = await client.request('/api/things/', {
      method: 'POST',
      body: { name: 'Zone A' },
      query: { lat: 47.28, skipped: undefined },
      schema: v.object({ ok: v.boolean() }),
    });
    expect(answer).toEqual({ ok: true });
    expect(seen?.url).toBe(`${api}/prefix/api/things/?lat=47.28`);
    expect(seen?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(seen?.headers.get('Content-Type')).toBe('application/json');
    expect(await seen?.json()).toEqual({ name: 'Zone A' });
  });

  it('sends FormData as multipart, letting fetch set the boundary', async () => {
    let contentType: string | null = null;
    let file: FormDataEntryValue | null = null;
    server.use(
      http.put(`${api}/upload/`, async ({ request }) => {
        contentType = request.headers.get('Content-Type');
        file = (await request.formData()).get('profile_picture');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const form = new FormData();
    form.append('profile_picture', new Blob(['png'], { type: 'image/png' }), 'me.png');
    await createApiClient({ baseUrl: api, storage: signedIn() }).request('/upload/', {
      method: 'PUT',
      body: form,
    });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(file).toBeInstanceOf(Blob);
  });

  it('leaves the token out of anonymous calls', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.post(`${api}/api/token/`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({});
      }),
    );
    await createApiClient({ baseUrl: api, storage: signedIn() }).request('/api/token/', {
      method: 'POST',
      anonymous: true,
    });
    expect(authorization).toBeNull();
  });

  it('times out after 60 s unless told otherwise', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    server.use(http.get(`${api}/x`, () => HttpResponse.json({})));
    const client = createApiClient({ baseUrl: api, storage: signedIn() });
    await client.request('/x');
    await client.request('/x', { timeoutMs: 30_000 });
    expect(timeout.mock.calls).toEqual([[DEFAULT_TIMEOUT_MS], [30_000]]);
  });
});

describe('ApiError kinds', () => {
  const client = () => createApiClient({ baseUrl: api, storage: signedIn() });

  it('http: status and every server error field', async () => {
    server.use(
      http.post(`${api}/x`, () =>
        HttpResponse.json(
          {
            error: 'Refusé',
            details: 'quota',
            detail: 'Pas permis.',
            non_field_errors: ['Deux erreurs', 'générales'],
            email: ['Email déjà utilisé.'],
            password: 'Trop court.',
          },
          { status: 400 },
        ),
      ),
    );
    const error = await failureOf(client().request('/x', { method: 'POST' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      body: {
        error: 'Refusé',
        details: 'quota',
        detail: 'Pas permis.',
        non_field_errors: ['Deux erreurs', 'générales'],
        fields: { email: ['Email déjà utilisé.'], password: ['Trop court.'] },
      },
      serverMessage: 'Refusé (quota)',
    });
  });

  it('http with a body that is not JSON: an empty body, never a crash', async () => {
    server.use(http.get(`${api}/x`, () => new HttpResponse('<h1>502</h1>', { status: 502 })));
    expect(await failureOf(client().request('/x'))).toMatchObject({
      kind: 'http',
      status: 502,
      body: { fields: {} },
    });
  });

  it('invalid-response: a 2xx answer of the wrong shape', async () => {
    server.use(http.get(`${api}/x`, () => HttpResponse.json({ access: 42 })));
    const error = await failureOf(client().request('/x', { schema: v.object({ access: v.string() }) }));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('returns the schema’s output: keys it does not name are dropped, its transforms applied', async () => {
    server.use(http.get(`${api}/x`, () => HttpResponse.json({ access: 'a', extra: 1 })));
    const schema = v.object({ access: v.pipe(v.string(), v.toUpperCase()) });
    expect(await client().request('/x', { schema })).toEqual({ access: 'A' });
  });

  it('network: no answer at all', async () => {
    server.use(http.get(`${api}/x`, () => HttpResponse.error()));
    expect(await failureOf(client().request('/x'))).toMatchObject({ kind: 'network', status: null });
  });

  it('timeout: no answer within the time-out', async () => {
    server.use(
      http.get(`${api}/x`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    expect(await failureOf(client().request('/x', { timeoutMs: 20 }))).toMatchObject({ kind: 'timeout' });
  });

  it('timeout while the answer is still arriving', async () => {
    server.use(
      http.get(`${api}/x`, () => {
        const stream = new ReadableStream({
          start: (controller) => controller.enqueue(new TextEncoder().encode('{"partial":')),
        });
        return new HttpResponse(stream, { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const answer = client().request('/x', { timeoutMs: 50, schema: v.object({ partial: v.boolean() }) });
    expect(await failureOf(answer)).toMatchObject({ kind: 'timeout' });
  });

  it('cancelled: the caller aborted, whatever reason it gave', async () => {
    server.use(
      http.get(`${api}/x`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    for (const reason of [undefined, 'navigated away']) {
      const controller = new AbortController();
      const pending = failureOf(client().request('/x', { signal: controller.signal }));
      setTimeout(() => controller.abort(reason), 5);
      expect(await pending).toMatchObject({ kind: 'cancelled' });
    }
  });
});

describe('credentials stay with the API origin', () => {
  const origins = [
    'https://api.agence.example',
    'https://app.agence.example',
    'https://api.agence.example:8443',
    'http://api.agence.example',
    'http://localhost:5173',
    'https://evil.example',
  ];

  const methods = ['GET', 'POST', 'PATCH', 'DELETE'] as const;

  it('sends the Bearer token exactly when the request goes to the API origin, and X-XSRF-TOKEN when it also writes', async () => {
    const seen: Request[] = [];
    server.use(
      http.all('*', ({ request }) => {
        seen.push(request);
        return HttpResponse.json({});
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...origins),
        fc.option(fc.constantFrom(...origins), { nil: '' }),
        fc.option(fc.constantFrom(...origins), { nil: null }),
        fc.constantFrom(...methods),
        async (page, baseUrl, absoluteTarget, method) => {
          seen.length = 0;
          const client = createApiClient({
            baseUrl,
            storage: signedIn(),
            pageOrigin: page,
            readCookie: (name) => (name === 'XSRF-TOKEN' ? 'xsrf-1' : null),
          });
          await client.request(absoluteTarget ? `${absoluteTarget}/api/x` : '/api/x', { method });
          const [request] = seen;
          const apiOrigin = baseUrl || page;
          const target = new URL(request?.url ?? '').origin;
          expect(target).toBe(absoluteTarget ?? apiOrigin);
          const toApi = target === apiOrigin;
          expect(request?.headers.get(XSRF_HEADER)).toBe(toApi && method !== 'GET' ? 'xsrf-1' : null);
          expect(request?.headers.get('Authorization')).toBe(toApi ? 'Bearer token-1' : null);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('sends no X-XSRF-TOKEN when there is no cookie', async () => {
    let headers: Headers | undefined;
    server.use(
      http.post(`${api}/x`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({});
      }),
    );
    await createApiClient({ baseUrl: api, storage: signedIn(), readCookie: () => null }).request('/x', {
      method: 'POST',
    });
    expect(headers?.has(XSRF_HEADER)).toBe(false);
  });
});

describe("prefetch: the first screen's reads, asked for beside its code", () => {
  const thing = v.object({ n: v.number() });
  /** Answers GET /things/ with the count of requests so far, and counts the tokens it saw. */
  function countingThings() {
    const tokens: (string | null)[] = [];
    server.use(
      http.get(`${api}/things/`, ({ request }) => {
        tokens.push(request.headers.get('Authorization'));
        return HttpResponse.json({ n: tokens.length });
      }),
    );
    return tokens;
  }

  it('gives its answer to the first reader of the address, once', async () => {
    const tokens = countingThings();
    const client = createApiClient({ baseUrl: api, storage: signedIn() });
    client.prefetch('/things/');
    await vi.waitFor(() => expect(tokens).toHaveLength(1));
    expect(await client.request('/things/', { schema: thing })).toEqual({ n: 1 });
    expect(await client.request('/things/', { schema: thing })).toEqual({ n: 2 });
    expect(tokens).toEqual(['Bearer token-1', 'Bearer token-1']);
  });

  it('a reader that comes while it is on its way waits for it instead of asking again', async () => {
    let calls = 0;
    server.use(
      http.get(`${api}/things/`, async () => {
        calls += 1;
        await delay(50);
        return HttpResponse.json({ n: calls });
      }),
    );
    const client = createApiClient({ baseUrl: api, storage: signedIn() });
    client.prefetch('/things/');
    expect(await client.request('/things/', { schema: thing })).toEqual({ n: 1 });
    expect(calls).toBe(1);
  });

  it('asks nothing without a session', async () => {
    const tokens = countingThings();
    const client = createApiClient({ baseUrl: api, storage: memoryStorage() });
    client.prefetch('/things/');
    await delay(30);
    expect(tokens).toEqual([]);
  });

  it('is not given to a reader of another address, another session, or after PREFETCH_MAX_AGE_MS', async () => {
    const tokens = countingThings();
    let clock = 1_000;
    const storage = signedIn();
    const client = createApiClient({ baseUrl: api, storage, now: () => clock });

    client.prefetch('/things/');
    await vi.waitFor(() => expect(tokens).toHaveLength(1));
    storage.setItem(storageKeys.accessToken, 'token-2');
    // Asked for by the session that ended: the new one's reader gets its own answer.
    expect(await client.request('/things/', { schema: thing })).toEqual({ n: 2 });

    client.prefetch('/things/');
    await vi.waitFor(() => expect(tokens).toHaveLength(3));
    clock += PREFETCH_MAX_AGE_MS + 1;
    expect(await client.request('/things/', { schema: thing })).toEqual({ n: 4 });
    expect(tokens.at(-1)).toBe('Bearer token-2');

    client.prefetch('/things/');
    await vi.waitFor(() => expect(tokens).toHaveLength(5));
    expect(await client.request('/things/', { schema: thing, query: { page: 2 } })).toEqual({ n: 6 });
  });

  it('a prefetch that failed is asked again by its reader', async () => {
    let calls = 0;
    server.use(
      http.get(`${api}/things/`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ n: calls });
      }),
    );
    const client = createApiClient({ baseUrl: api, storage: signedIn() });
    client.prefetch('/things/');
    expect(await client.request('/things/', { schema: thing })).toEqual({ n: 2 });
  });

  it('a 401 to the prefetch refreshes the session and asks again with the new token', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${api}/things/`, ({ request }) => {
        const auth = request.headers.get('Authorization');
        seen.push(auth);
        return auth === 'Bearer fresh'
          ? HttpResponse.json({ n: seen.length })
          : HttpResponse.json({ detail: 'expired' }, { status: 401 });
      }),
      http.post(`${api}/api/token/refresh/`, () => HttpResponse.json({ access: 'fresh' })),
    );
    const client = createApiClient({ baseUrl: api, storage: signedIn(), locks: null });
    client.prefetch('/things/');
    expect(await client.request('/things/', { schema: thing })).toEqual({ n: 2 });
    expect(seen).toEqual(['Bearer token-1', 'Bearer fresh']);
  });

  it('leaves other origins alone', async () => {
    const tokens = countingThings();
    const client = createApiClient({ baseUrl: api, storage: signedIn() });
    client.prefetch('http://elsewhere.test/things/');
    await delay(30);
    expect(tokens).toEqual([]);
  });
});
