import fc from 'fast-check';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../http';
import { memoryStorage, storageKeys } from '../storage';
import { REFRESH_GUARD_MS } from './refresh';

// The session rules of spec §4 against a tiny server this file controls: one protected resource that
// accepts only the current access token, and the refresh endpoint.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = 'http://api.test';
const itemSchema = v.object({ item: v.number() });
const expiredSession = () =>
  memoryStorage({
    [storageKeys.accessToken]: 'access-expired',
    [storageKeys.refreshToken]: 'refresh-1',
    [storageKeys.username]: 'agent@prospect.demo',
    [storageKeys.userData]: '{}',
  });

/** Lets a test hold each answer until it decides (a fast-check scheduler, or nothing). */
type Gate = (label: string) => Promise<void>;
const open: Gate = async () => {};

function backend({ gate = open, refreshStatus = 200 }: { gate?: Gate; refreshStatus?: number } = {}) {
  const state = {
    validToken: 'access-fresh',
    refreshCalls: 0,
    served: new Map<number, number>(),
    unauthorized: 0,
  };
  server.resetHandlers(
    http.get(`${api}/api/items/:item/`, async ({ request, params }) => {
      const item = Number(params.item);
      await gate(`item ${item}`);
      if (request.headers.get('Authorization') !== `Bearer ${state.validToken}`) {
        state.unauthorized += 1;
        return HttpResponse.json({ detail: 'Jeton invalide.' }, { status: 401 });
      }
      state.served.set(item, (state.served.get(item) ?? 0) + 1);
      return HttpResponse.json({ item });
    }),
    http.post(`${api}/api/token/refresh/`, async ({ request }) => {
      await gate('refresh');
      state.refreshCalls += 1;
      const { refresh } = (await request.json()) as { refresh?: string };
      if (refreshStatus !== 200 || refresh !== 'refresh-1') {
        return HttpResponse.json({ detail: 'Le jeton est invalide ou expiré.' }, { status: refreshStatus });
      }
      return HttpResponse.json({ access: state.validToken, refresh: 'refresh-2' });
    }),
  );
  return state;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('refresh on 401', () => {
  it('N concurrent requests with an expired token: exactly one refresh, each request served once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 50 }), fc.scheduler(), async (n, s) => {
        const gate: Gate = (label) => s.schedule(Promise.resolve(), label);
        const state = backend({ gate });
        const storage = expiredSession();
        const onSessionExpired = vi.fn();
        const client = createApiClient({ baseUrl: api, storage, onSessionExpired });
        // Start times are scheduled too: some requests leave after the refresh is over.
        const answers = range(n).map((item) =>
          s
            .schedule(Promise.resolve(), `start ${item}`)
            .then(() => client.request(`/api/items/${item}/`, { schema: itemSchema })),
        );
        const results = await s.waitFor(Promise.all(answers));
        expect(results).toEqual(range(n).map((item) => ({ item })));
        expect(state.refreshCalls).toBe(1);
        expect(range(n).map((item) => state.served.get(item))).toEqual(range(n).map(() => 1));
        expect(storage.getItem(storageKeys.accessToken)).toBe('access-fresh');
        expect(storage.getItem(storageKeys.refreshToken)).toBe('refresh-2');
        expect(onSessionExpired).not.toHaveBeenCalled();
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('refresh refused: every waiting request fails with its 401, the session is cleared and expiry signalled once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 50 }), fc.scheduler(), async (n, s) => {
        const state = backend({ gate: (label) => s.schedule(Promise.resolve(), label), refreshStatus: 401 });
        const storage = expiredSession();
        const onSessionExpired = vi.fn();
        const client = createApiClient({ baseUrl: api, storage, onSessionExpired });
        const outcomes = range(n).map((item) =>
          client.request(`/api/items/${item}/`).then(
            () => 'served',
            (error: unknown) => error,
          ),
        );
        const results = await s.waitFor(Promise.all(outcomes));
        for (const result of results) expect(result).toMatchObject({ kind: 'http', status: 401 });
        expect(state.refreshCalls).toBe(1);
        expect(onSessionExpired).toHaveBeenCalledTimes(1);
        for (const key of ['access_token', 'refresh_token', 'username', 'user_data']) {
          expect(storage.getItem(key)).toBeNull();
        }
        // Later 401s find no session: nothing more to refresh, nothing more to signal.
        await s.waitFor(client.request('/api/items/0/').catch(() => undefined));
        expect(state.refreshCalls).toBe(1);
        expect(onSessionExpired).toHaveBeenCalledTimes(1);
      }),
      { numRuns: 50 },
    );
  }, 60_000);

  it('no refresh token left: the session expires without asking the server', async () => {
    const state = backend();
    const storage = memoryStorage({ [storageKeys.accessToken]: 'access-expired' });
    const onSessionExpired = vi.fn();
    const client = createApiClient({ baseUrl: api, storage, onSessionExpired });
    await expect(client.request('/api/items/1/')).rejects.toMatchObject({ status: 401 });
    expect(state.refreshCalls).toBe(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('a refresh that gets no answer keeps the session and fails the requests as network errors', async () => {
    backend();
    server.use(http.post(`${api}/api/token/refresh/`, () => HttpResponse.error()));
    const storage = expiredSession();
    const onSessionExpired = vi.fn();
    const client = createApiClient({ baseUrl: api, storage, onSessionExpired });
    await expect(client.request('/api/items/1/')).rejects.toMatchObject({ kind: 'network' });
    expect(storage.getItem(storageKeys.refreshToken)).toBe('refresh-1');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it.each([400, 401])('a refresh refused with %i ends the session', async (refreshStatus) => {
    backend({ refreshStatus });
    const storage = expiredSession();
    const onSessionExpired = vi.fn();
    const client = createApiClient({ baseUrl: api, storage, onSessionExpired });
    await expect(client.request('/api/items/1/')).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(storage.getItem(storageKeys.refreshToken)).toBeNull();
  });

  it('a refresh the server fails (5xx, a garbled answer, no answer) keeps the session; the requests fail with that failure and a 401 after the guard refreshes again', async () => {
    type RefreshFailure = number | 'wrong-shape' | 'no-answer';
    const expected = (failure: RefreshFailure) =>
      failure === 'no-answer'
        ? { kind: 'network' }
        : failure === 'wrong-shape'
          ? { kind: 'invalid-response' }
          : { kind: 'http', status: failure };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<RefreshFailure>(500, 502, 503, 504, 'wrong-shape', 'no-answer'),
        async (failure) => {
          const state = backend();
          let serverDown = true;
          server.use(
            http.post(`${api}/api/token/refresh/`, () => {
              // Nothing returned once the server is back: the backend's own refresh answers.
              if (!serverDown) return undefined;
              state.refreshCalls += 1;
              if (failure === 'no-answer') return HttpResponse.error();
              if (failure === 'wrong-shape') return new HttpResponse('<h1>Maintenance</h1>', { status: 200 });
              return HttpResponse.json({ detail: 'Service indisponible.' }, { status: failure });
            }),
          );
          let clock = 10_000;
          const storage = expiredSession();
          const onSessionExpired = vi.fn();
          const client = createApiClient({ baseUrl: api, storage, now: () => clock, onSessionExpired });

          const failures = await Promise.all(
            range(3).map((item) => client.request(`/api/items/${item}/`).catch((error: unknown) => error)),
          );
          for (const error of failures) expect(error).toMatchObject(expected(failure));
          expect(state.refreshCalls).toBe(1);
          expect(onSessionExpired).not.toHaveBeenCalled();
          expect(storage.getItem(storageKeys.accessToken)).toBe('access-expired');
          expect(storage.getItem(storageKeys.refreshToken)).toBe('refresh-1');
          expect(storage.getItem(storageKeys.username)).toBe('agent@prospect.demo');

          // Within the guard: the 401 stands, no refresh, and still no expiry.
          serverDown = false;
          clock += REFRESH_GUARD_MS - 1;
          await expect(client.request('/api/items/4/')).rejects.toMatchObject({ status: 401 });
          expect(state.refreshCalls).toBe(1);
          expect(onSessionExpired).not.toHaveBeenCalled();

          // The server is back: the next 401 refreshes and the request is served.
          clock += 1;
          expect(await client.request('/api/items/5/', { schema: itemSchema })).toEqual({ item: 5 });
          expect(state.refreshCalls).toBe(2);
          expect(storage.getItem(storageKeys.accessToken)).toBe('access-fresh');
        },
      ),
      { numRuns: 30 },
    );
  });

  it("a refresh slower than the request's time-out keeps the session", async () => {
    backend({ gate: (label) => (label === 'refresh' ? new Promise(() => {}) : Promise.resolve()) });
    const storage = expiredSession();
    const onSessionExpired = vi.fn();
    // No lock: the refresh that never ends would hold it for the rest of this file.
    const client = createApiClient({ baseUrl: api, storage, onSessionExpired, locks: null });
    await expect(client.request('/api/items/1/', { timeoutMs: 50 })).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(storage.getItem(storageKeys.refreshToken)).toBe('refresh-1');
  });

  it('listeners added later hear the expiry; a removed one does not', async () => {
    backend({ refreshStatus: 401 });
    const client = createApiClient({ baseUrl: api, storage: expiredSession() });
    const kept = vi.fn();
    const removed = vi.fn();
    client.onSessionExpired(kept);
    client.onSessionExpired(removed)();
    await client.request('/api/items/1/').catch(() => undefined);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(removed).not.toHaveBeenCalled();
  });
});

describe('the 1 s guard and once per request', () => {
  it('never refreshes twice for one request, nor within 1000 ms of the previous attempt', async () => {
    // The server rejects every token, the refreshed one too: the worst case for a refresh loop.
    const state = backend();
    state.validToken = 'nobody';
    server.use(
      http.post(`${api}/api/token/refresh/`, () => {
        state.refreshCalls += 1;
        return HttpResponse.json({ access: `access-${state.refreshCalls}` });
      }),
    );
    let clock = 10_000;
    const storage = expiredSession();
    const onSessionExpired = vi.fn();
    const client = createApiClient({ baseUrl: api, storage, now: () => clock, onSessionExpired });

    await expect(client.request('/api/items/1/')).rejects.toMatchObject({ status: 401 });
    expect(state.refreshCalls).toBe(1);
    expect(state.unauthorized).toBe(2); // the first try and its single retry

    clock += 999;
    await expect(client.request('/api/items/2/')).rejects.toMatchObject({ status: 401 });
    expect(state.refreshCalls).toBe(1);
    // A 401 the guard let through without a refresh is no expiry: the session stays.
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(storage.getItem(storageKeys.refreshToken)).toBe('refresh-1');

    clock += 1;
    await expect(client.request('/api/items/3/')).rejects.toMatchObject({ status: 401 });
    expect(state.refreshCalls).toBe(2);
  });

  it('a request waiting for the shared refresh can still be cancelled', async () => {
    backend({ gate: () => new Promise(() => {}) });
    // No lock: the refresh that never ends would hold it for the rest of this file.
    const client = createApiClient({ baseUrl: api, storage: expiredSession(), locks: null });
    server.use(http.get(`${api}/api/items/:item/`, () => HttpResponse.json({}, { status: 401 })));
    const controller = new AbortController();
    const pending = client.request('/api/items/1/', { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled' });
  });
});
