// Every list call against a plain Django REST framework server: a bare list, or the same list over DRF
// pages whose `next` the client follows on the API's origin only, loops and endless pages included.
import { demoAccounts, fixtures } from '@prospect/mock-server';
import { server } from '@prospect/mock-server/node';
import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { getAdminUsers } from './admin/get-admin-users';
import { getEvents } from './events/get-events';
import { getFavorites } from './favorites/get-favorites';
import { getHouseNotes } from './house-notes/get-house-notes';
import { type ApiClient, createApiClient } from './http';
import { MAX_LIST_PAGES, requestList } from './list';
import { getZoneSectors } from './sectors/get-zone-sectors';
import { memoryStorage } from './storage';
import { API, clientFor, failureOf, useMockBackend } from './test-support';
import { getUserZones } from './zones/get-user-zones';
import { getZones } from './zones/get-zones';

useMockBackend();

interface ListCall {
  name: string;
  /** The path the call asks, as an msw pattern on the API's origin. */
  path: string;
  account: string;
  call: (client: ApiClient) => Promise<unknown[]>;
  /** The list as the mock serializes it: canonical, so it reads as itself. */
  items: () => unknown[];
}

const month = new Date();
const centre = () => fixtures.zoneId('La Baule-Escoublac – Centre');

const listCalls: ListCall[] = [
  {
    name: 'getZones',
    path: '/api/accounts/zones/',
    account: demoAccounts.agent,
    call: (client) => getZones(client),
    items: () => fixtures.zones(),
  },
  {
    name: 'getUserZones',
    path: '/api/user/zones',
    account: demoAccounts.agent,
    call: (client) => getUserZones(client),
    items: () => fixtures.userZones(),
  },
  {
    name: 'getZoneSectors',
    path: '/api/accounts/zones/:id/sectors/',
    account: demoAccounts.agent,
    call: (client) => getZoneSectors(client, centre()),
    items: () => fixtures.sectors(centre()),
  },
  {
    name: 'getFavorites',
    path: '/api/accounts/favorites/',
    account: demoAccounts.agent,
    call: (client) => getFavorites(client),
    items: () => fixtures.favorites(),
  },
  {
    name: 'getEvents',
    path: '/api/accounts/events/',
    account: demoAccounts.agent,
    call: (client) => getEvents(client, month),
    items: () => fixtures.events(month),
  },
  {
    name: 'getHouseNotes',
    path: '/api/house-notes/',
    account: demoAccounts.agent,
    call: (client) => getHouseNotes(client),
    items: () => fixtures.houseNotes(),
  },
  {
    name: 'getAdminUsers',
    path: '/api/accounts/admin/users/',
    account: demoAccounts.admin,
    call: (client) => getAdminUsers(client),
    items: () => fixtures.adminUsers(),
  },
];

/** What reached the fake server: each request's URL and Authorization header. */
interface Seen {
  url: string;
  authorization: string | null;
}

/** `url` on page `page`, its other parameters (the events' month) kept, as DRF builds its links. */
function pageUrl(url: string, page: number): URL {
  const link = new URL(url);
  link.searchParams.set('page', String(page));
  return link;
}

const linkStyles = {
  absolute: (link: URL) => link.href,
  'root-relative': (link: URL) => `${link.pathname}${link.search}`,
  'query-only': (link: URL) => link.search,
};

/**
 * Answers `call`'s path with `answer(page, url)`, `page` read from `?page=` (1 without it); returns what
 * reached it.
 */
function serve(call: ListCall, answer: (page: number, url: string) => unknown): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.get(`${API}${call.path}`, ({ request }) => {
      seen.push({ url: request.url, authorization: request.headers.get('Authorization') });
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      return HttpResponse.json(answer(page, request.url) as object);
    }),
  );
  return seen;
}

/** `items` in three DRF pages (each may be empty when there are few). */
function thirds<T>(items: readonly T[]): T[][] {
  const size = Math.ceil(items.length / 3);
  return [items.slice(0, size), items.slice(size, 2 * size), items.slice(2 * size)];
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe.each(listCalls)('$name', (listCall) => {
  const client = () => clientFor(listCall.account);

  it('reads a bare list', async () => {
    const items = listCall.items();
    expect(items.length).toBeGreaterThanOrEqual(3);
    const seen = serve(listCall, () => items);
    expect(await listCall.call(client())).toEqual(items);
    expect(seen).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(Object.entries(linkStyles))(
    'reads the same list over 3 DRF pages (%s next links), the token on each',
    async (_style, linkOf) => {
      const items = listCall.items();
      const pages = thirds(items);
      const seen = serve(listCall, (page, url) => ({
        count: items.length,
        next: page < pages.length ? linkOf(pageUrl(url, page + 1)) : null,
        previous: page > 1 ? linkOf(pageUrl(url, page - 1)) : null,
        results: pages[page - 1] ?? [],
      }));
      expect(await listCall.call(client())).toEqual(items);
      expect(seen.map(({ url }) => new URL(url).searchParams.get('page'))).toEqual([null, '2', '3']);
      expect(seen.every(({ authorization }) => authorization?.startsWith('Bearer '))).toBe(true);
      // The first request's parameters (the events' month) travel with every page.
      const firstQuery = new URL(seen[0]?.url ?? API).searchParams;
      for (const { url } of seen) {
        for (const [key, value] of firstQuery) expect(new URL(url).searchParams.get(key)).toBe(value);
      }
      expect(warn).not.toHaveBeenCalled();
    },
  );

  it('refuses a next page on another origin, and never calls it', async () => {
    let elsewhere = 0;
    server.use(
      http.all('http://elsewhere.test/*', () => {
        elsewhere += 1;
        return HttpResponse.json([]);
      }),
    );
    const [first = []] = thirds(listCall.items());
    serve(listCall, () => ({ count: 9, next: 'http://elsewhere.test/api/list/?page=2', results: first }));
    expect(await failureOf(listCall.call(client()))).toMatchObject({ kind: 'invalid-response' });
    expect(elsewhere).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('http://elsewhere.test/api/list/?page=2'));
  });

  it('stops at a next link back to a page already read, with each page once', async () => {
    const items = listCall.items();
    const pages = thirds(items);
    const seen = serve(listCall, (page, url) => ({
      // Page 3 points back to the first request's own address.
      next: page < 3 ? pageUrl(url, page + 1).href : (seen[0]?.url ?? null),
      results: pages[page - 1] ?? [],
    }));
    expect(await listCall.call(client())).toEqual(items);
    expect(seen).toHaveLength(3);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it(`reads at most ${MAX_LIST_PAGES} pages of an endless list`, async () => {
    const [item] = listCall.items();
    const seen = serve(listCall, (page, url) => ({ next: pageUrl(url, page + 1).href, results: [item] }));
    const read = await listCall.call(client());
    expect(seen).toHaveLength(MAX_LIST_PAGES);
    expect(read).toHaveLength(MAX_LIST_PAGES);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('next links that leave the API', () => {
  const zones = listCalls[0] as ListCall;

  it.each([
    { name: 'another host', next: 'http://elsewhere.test/api/accounts/zones/?page=2' },
    { name: 'https on the same host', next: 'https://api.test/api/accounts/zones/?page=2' },
    { name: 'another port', next: 'http://api.test:8080/api/accounts/zones/?page=2' },
    { name: 'a protocol-relative link', next: '//elsewhere.test/api/accounts/zones/?page=2' },
    { name: 'a script URL', next: 'javascript:alert(1)' },
  ])('refuses $name and sends nothing there', async ({ next }) => {
    const hosts: string[] = [];
    server.use(
      http.all(/^(?!http:\/\/api\.test\/).*/, ({ request }) => {
        hosts.push(request.url);
        return HttpResponse.json([]);
      }),
    );
    serve(zones, () => ({ next, results: [] }));
    expect(await failureOf(getZones(clientFor(demoAccounts.agent)))).toMatchObject({
      kind: 'invalid-response',
    });
    expect(hosts).toEqual([]);
  });

  it('upgrades an http next link of an https API on the same host (DRF behind a TLS proxy)', async () => {
    const seen: string[] = [];
    server.use(
      http.get('https://secure.test/api/things/', ({ request }) => {
        seen.push(request.url);
        const page = new URL(request.url).searchParams.get('page');
        return page
          ? HttpResponse.json({ next: null, results: [2] })
          : HttpResponse.json({ next: 'http://secure.test/api/things/?page=2', results: [1] });
      }),
    );
    const secure = createApiClient({ baseUrl: 'https://secure.test', storage: memoryStorage() });
    const numbers = await requestList(secure, '/api/things/', v.number());
    expect(numbers).toEqual([1, 2]);
    expect(seen).toEqual(['https://secure.test/api/things/', 'https://secure.test/api/things/?page=2']);
  });

  it('a next link on the same origin but another path is followed, with the token', async () => {
    const items = fixtures.zones();
    let moved: Seen | null = null;
    server.use(
      http.get(`${API}/api/v2/zones/`, ({ request }) => {
        moved = { url: request.url, authorization: request.headers.get('Authorization') };
        return HttpResponse.json({ next: null, results: items.slice(1) });
      }),
    );
    serve(zones, () => ({ next: `${API}/api/v2/zones/?cursor=abc`, results: items.slice(0, 1) }));
    expect(await getZones(clientFor(demoAccounts.agent))).toEqual(items);
    expect(moved).toMatchObject({ authorization: expect.stringMatching(/^Bearer /) });
  });
});
