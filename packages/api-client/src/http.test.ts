import fc from 'fast-check';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createApiClient, DEFAULT_TIMEOUT_MS, XSRF_HEADER } from './http';
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

  it('sends X-XSRF-TOKEN and the Bearer token exactly when the request goes to the API origin', async () => {
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
        async (page, baseUrl, absoluteTarget) => {
          seen.length = 0;
          const client = createApiClient({
            baseUrl,
            storage: signedIn(),
            pageOrigin: page,
            readCookie: (name) => (name === 'XSRF-TOKEN' ? 'xsrf-1' : null),
          });
          await client.request(absoluteTarget ? `${absoluteTarget}/api/x` : '/api/x');
          const [request] = seen;
          const apiOrigin = baseUrl || page;
          const target = new URL(request?.url ?? '').origin;
          expect(target).toBe(absoluteTarget ?? apiOrigin);
          const toApi = target === apiOrigin;
          expect(request?.headers.get(XSRF_HEADER)).toBe(toApi ? 'xsrf-1' : null);
          expect(request?.headers.get('Authorization')).toBe(toApi ? 'Bearer token-1' : null);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('sends no X-XSRF-TOKEN when there is no cookie', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(`${api}/x`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({});
      }),
    );
    await createApiClient({ baseUrl: api, storage: signedIn(), readCookie: () => null }).request('/x');
    expect(headers?.has(XSRF_HEADER)).toBe(false);
  });
});
