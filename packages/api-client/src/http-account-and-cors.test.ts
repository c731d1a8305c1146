import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createApiClient, IDEMPOTENCY_HEADER } from './http';
import { forgetIdempotencyHeaderVerdicts } from './idempotency-header';
import { sessionAccount } from './session/tokens';
import { memoryStorage, storageKeys } from './storage';

const api = 'http://api.test';
const page = 'http://app.test';

afterEach(() => {
  forgetIdempotencyHeaderVerdicts();
  vi.restoreAllMocks();
});

interface Seen {
  method: string;
  key: string | null;
  authorization: string | null;
}

/**
 * A browser's view of a server on another origin whose CORS allows only the spec's headers: any
 * request carrying `Idempotency-Key` fails its preflight (a TypeError, as fetch reports it) and never
 * reaches the server; everything else is answered.
 */
function corsWithoutIdempotencyKey(
  answer: (request: Request) => Response = () => new Response(null, { status: 204 }),
) {
  const reached: Seen[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.headers.has(IDEMPOTENCY_HEADER)) throw new TypeError('Failed to fetch');
    reached.push({
      method: request.method,
      key: request.headers.get(IDEMPOTENCY_HEADER),
      authorization: request.headers.get('Authorization'),
    });
    return answer(request);
  };
  return { reached, fetch };
}

const signedInAs = (username: string, token = `${username}-token`) =>
  memoryStorage({
    [storageKeys.accessToken]: token,
    [storageKeys.refreshToken]: `${username}-refresh`,
    [storageKeys.username]: username,
  });

describe('writes to a server whose CORS refuses Idempotency-Key', () => {
  it('go without the key once the refusal is seen, and the browser is told once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { reached, fetch } = corsWithoutIdempotencyKey();
    const client = createApiClient({
      baseUrl: api,
      storage: signedInAs('camille'),
      fetch,
      pageOrigin: page,
      locks: null,
    });
    await client.request('/api/accounts/streets/4/', {
      method: 'PATCH',
      body: { status: 'done' },
      idempotencyKey: 'k1',
    });
    await client.request('/api/accounts/streets/5/', {
      method: 'PATCH',
      body: { status: 'done' },
      idempotencyKey: 'k2',
    });
    const writes = reached.filter((seen) => seen.method === 'PATCH');
    expect(writes).toEqual([
      { method: 'PATCH', key: null, authorization: 'Bearer camille-token' },
      { method: 'PATCH', key: null, authorization: 'Bearer camille-token' },
    ]);
    // One probe read for the whole page, not one per write.
    expect(reached.filter((seen) => seen.method === 'GET')).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('Idempotency-Key');
  });

  it('keep the key on a server that allows it, and on the page’s own origin', async () => {
    const keys: (string | null)[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      keys.push(new Request(input, init).headers.get(IDEMPOTENCY_HEADER));
      return new Response(null, { status: 204 });
    };
    const crossOrigin = createApiClient({
      baseUrl: api,
      storage: signedInAs('camille'),
      fetch,
      pageOrigin: page,
    });
    await crossOrigin.request('/api/x/', { method: 'POST', idempotencyKey: 'k1' });
    const sameOrigin = createApiClient({
      baseUrl: '',
      storage: signedInAs('camille'),
      fetch,
      pageOrigin: page,
    });
    await sameOrigin.request('/api/x/', { method: 'POST', idempotencyKey: 'k2' });
    expect(keys).toEqual(['k1', 'k2']);
  });

  it('fail as the network failing when nothing answers: no conclusion, the key is kept for later', async () => {
    let online = false;
    const keys: (string | null)[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      if (!online) throw new TypeError('Failed to fetch');
      keys.push(new Request(input, init).headers.get(IDEMPOTENCY_HEADER));
      return new Response(null, { status: 204 });
    };
    const client = createApiClient({
      baseUrl: api,
      storage: signedInAs('camille'),
      fetch,
      pageOrigin: page,
      locks: null,
    });
    const offline = await client
      .request('/api/x/', { method: 'POST', idempotencyKey: 'k1' })
      .catch((error: unknown) => error);
    expect(offline).toMatchObject({ kind: 'network' });
    online = true;
    await client.request('/api/x/', { method: 'POST', idempotencyKey: 'k1' });
    expect(keys).toEqual(['k1']);
  });
});

describe('a request made for one account', () => {
  it('does not leave when another account is signed in now', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 204 }));
    const storage = signedInAs('camille');
    const client = createApiClient({ baseUrl: api, storage, fetch, locks: null });
    const camille = sessionAccount(storage, api) ?? '';
    storage.setItem(storageKeys.accessToken, 'lucas-token');
    storage.setItem(storageKeys.username, 'lucas');
    const error = await client
      .request('/api/house-notes/', { method: 'POST', account: camille })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is not retried after a 401 with the token of the account another tab signed in meanwhile', async () => {
    const storage = signedInAs('camille');
    const authorizations: (string | null)[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      authorizations.push(new Request(input, init).headers.get('Authorization'));
      // Another tab signs Lucas in while Camille's request is on its way; hers is refused.
      storage.setItem(storageKeys.accessToken, 'lucas-token');
      storage.setItem(storageKeys.username, 'lucas');
      return Response.json({ detail: 'Jeton expiré.' }, { status: 401 });
    };
    const client = createApiClient({ baseUrl: api, storage, fetch, locks: null });
    const error = await client
      .request('/api/house-notes/', { method: 'POST' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401 });
    expect(authorizations).toEqual(['Bearer camille-token']);
  });

  it('is retried after a 401 when the same account only refreshed its token', async () => {
    const storage = signedInAs('camille', 'old');
    const authorizations: (string | null)[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const authorization = new Request(input, init).headers.get('Authorization');
      authorizations.push(authorization);
      if (authorization === 'Bearer old') {
        storage.setItem(storageKeys.accessToken, 'new');
        return Response.json({ detail: 'Jeton expiré.' }, { status: 401 });
      }
      return new Response(null, { status: 204 });
    };
    const client = createApiClient({ baseUrl: api, storage, fetch, locks: null });
    await client.request('/api/house-notes/', { method: 'POST' });
    expect(authorizations).toEqual(['Bearer old', 'Bearer new']);
  });
});
