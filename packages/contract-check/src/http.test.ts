import { describe, expect, it } from 'vitest';
import { createHttpClient, type FetchLike, MAX_PAGES } from './http';

const BASE = 'https://api.agence.test/backend';

/** A fetch answering from a table of URLs, recording what was asked and with which headers. */
function fakeFetch(answers: Record<string, unknown>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return url in answers
      ? Response.json(answers[url])
      : Response.json({ detail: 'Not found.' }, { status: 404 });
  };
  return { fetch, calls };
}

const page = (results: unknown[], next: string | null) => ({ count: 5, next, previous: null, results });

describe('the check HTTP client', () => {
  it('appends paths to a base URL with a path, and sends the Bearer token and JSON', async () => {
    const { fetch, calls } = fakeFetch({ [`${BASE}/api/token/`]: { access: 'a', refresh: 'r' } });
    const client = createHttpClient({ baseUrl: `${BASE}/`, fetch });
    const answer = await client.call('POST', '/api/token/', { token: 'T', body: { username: 'u' } });
    expect(answer).toEqual({ status: 200, body: { access: 'a', refresh: 'r' } });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers).toMatchObject({ Authorization: 'Bearer T', 'Content-Type': 'application/json' });
    expect(calls[0]?.init.body).toBe('{"username":"u"}');
  });

  it('follows DRF next links, relative or absolute, and gathers every item', async () => {
    const { fetch, calls } = fakeFetch({
      [`${BASE}/api/accounts/zones/`]: page([1, 2], `${BASE}/api/accounts/zones/?page=2`),
      [`${BASE}/api/accounts/zones/?page=2`]: page([3, 4], '/backend/api/accounts/zones/?page=3'),
      [`${BASE}/api/accounts/zones/?page=3`]: page([5], null),
    });
    const answer = await createHttpClient({ baseUrl: BASE, fetch }).list('/api/accounts/zones/', {
      token: 'T',
    });
    expect(answer).toMatchObject({ status: 200, items: [1, 2, 3, 4, 5], pages: 3 });
    expect(
      calls.every((call) => (call.init.headers as Record<string, string>).Authorization === 'Bearer T'),
    ).toBe(true);
  });

  it('never sends the token to another origin a next link points to', async () => {
    const { fetch, calls } = fakeFetch({
      [`${BASE}/api/accounts/zones/`]: page([1], 'https://elsewhere.test/api/accounts/zones/?page=2'),
    });
    const answer = await createHttpClient({ baseUrl: BASE, fetch }).list('/api/accounts/zones/', {
      token: 'T',
    });
    expect(answer.items).toBeNull();
    expect(answer.problem).toBe(
      'next page on another origin: https://elsewhere.test/api/accounts/zones/?page=2',
    );
    expect(calls).toHaveLength(1);
  });

  it(`stops a list that pages on forever after ${MAX_PAGES} pages`, async () => {
    const fetch: FetchLike = async (url) =>
      Response.json(page([url], `${BASE}/api/loop/?page=${Math.random()}`));
    const answer = await createHttpClient({ baseUrl: BASE, fetch }).list('/api/loop/');
    expect(answer).toMatchObject({ items: null, pages: MAX_PAGES, problem: `more than ${MAX_PAGES} pages` });
  });

  it('says which page failed', async () => {
    const { fetch } = fakeFetch({ [`${BASE}/api/x/`]: page([1], `${BASE}/api/x/?page=2`) });
    const answer = await createHttpClient({ baseUrl: BASE, fetch }).list('/api/x/');
    expect(answer.problem).toBe('page 2 (/backend/api/x/?page=2): 404 {"detail":"Not found."}');
  });

  it('reads an answer that is neither a list nor a page as a problem, not a crash', async () => {
    const { fetch } = fakeFetch({ [`${BASE}/api/x/`]: { zones: [] } });
    const answer = await createHttpClient({ baseUrl: BASE, fetch }).list('/api/x/');
    expect(answer).toMatchObject({
      status: 200,
      items: null,
      problem: 'neither a list nor a DRF page: {"zones":[]}',
    });
  });

  it('gives up after the time-out with status 0 and says so', async () => {
    const never: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const answer = await createHttpClient({ baseUrl: BASE, fetch: never }).call('GET', '/api/x/', {
      timeoutMs: 20,
    });
    expect(answer).toEqual({ status: 0, body: null, failure: 'no answer within 0.02 s' });
  });

  it('turns a refused connection into status 0 with its cause', async () => {
    const refused: FetchLike = async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:9') });
    };
    const answer = await createHttpClient({ baseUrl: BASE, fetch: refused }).call('GET', '/api/x/');
    expect(answer.failure).toBe('no answer: fetch failed (connect ECONNREFUSED 127.0.0.1:9)');
  });

  it('keeps a body that is not JSON as text, and an empty one as null', async () => {
    const fetch: FetchLike = async (url) =>
      url.endsWith('/html/')
        ? new Response('<h1>Server Error</h1>', { status: 500 })
        : new Response(null, { status: 204 });
    const client = createHttpClient({ baseUrl: BASE, fetch });
    expect(await client.call('GET', '/api/html/')).toEqual({ status: 500, body: '<h1>Server Error</h1>' });
    expect(await client.call('DELETE', '/api/empty/')).toEqual({ status: 204, body: null });
  });

  it('sends a preflight under the base URL, and one without an answer comes back as status 0', async () => {
    const { fetch, calls } = fakeFetch({});
    const client = createHttpClient({ baseUrl: BASE, fetch });
    const request = { origin: 'https://app.test', method: 'PATCH', headers: ['x-b', 'x-a'] } as const;
    expect((await client.preflight('/api/streets/3/', request)).status).toBe(404);
    expect(calls[0]).toMatchObject({
      url: `${BASE}/api/streets/3/`,
      init: {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://app.test',
          'Access-Control-Request-Method': 'PATCH',
          'Access-Control-Request-Headers': 'x-a,x-b',
        },
      },
    });
    const refused: FetchLike = async () => {
      throw new TypeError('fetch failed');
    };
    const lost = await createHttpClient({ baseUrl: BASE, fetch: refused }).preflight('/api/x/', request);
    expect(lost).toMatchObject({ status: 0, failure: 'no answer: fetch failed' });
  });
});
