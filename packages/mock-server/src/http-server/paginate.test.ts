import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../fixtures';
import { demoAccounts } from '../seed';
import { INVALID_PAGE, paginate } from './paginate';
import { type MockHttpServer, startMockHttpServer } from './server';
import { login, send } from './testing';

describe('paginate (Django REST framework’s PageNumberPagination)', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];
  const at = (query: string) => new URL(`http://api.test/api/things/${query}`);

  it('cuts pages of the given size with absolute links; the link back to page 1 has no page', () => {
    expect(paginate(items, at(''), 2)).toEqual({
      ok: true,
      page: { count: 5, next: 'http://api.test/api/things/?page=2', previous: null, results: ['a', 'b'] },
    });
    expect(paginate(items, at('?page=2'), 2)).toMatchObject({
      page: { next: 'http://api.test/api/things/?page=3', previous: 'http://api.test/api/things/' },
    });
    expect(paginate(items, at('?page=last'), 2)).toEqual({
      ok: true,
      page: { count: 5, next: null, previous: 'http://api.test/api/things/?page=2', results: ['e'] },
    });
  });

  it('keeps the other query parameters in the links, sorted as DRF writes them', () => {
    const result = paginate(items, at('?z=1&page=2&a=2'), 2);
    expect(result).toMatchObject({
      page: {
        next: 'http://api.test/api/things/?a=2&page=3&z=1',
        previous: 'http://api.test/api/things/?a=2&z=1',
      },
    });
  });

  it('gives an empty list its first page and refuses every other page number', () => {
    expect(paginate([], at(''), 2)).toEqual({
      ok: true,
      page: { count: 0, next: null, previous: null, results: [] },
    });
    for (const page of ['0', '-1', '4', 'abc', '1.5', '']) {
      expect(paginate(items, at(`?page=${page}`), 2), page).toEqual({ ok: false, detail: INVALID_PAGE });
    }
    expect(paginate([], at('?page=2'), 2).ok).toBe(false);
  });
});

describe('--paginate over HTTP', () => {
  let server: MockHttpServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startMockHttpServer({ port: 0, paginate: 2 });
    adminToken = await login(server.url, demoAccounts.admin);
  });
  afterAll(() => server.close());

  it('pages a list, and following `next` to the end gives back the bare list', async () => {
    const bare = fixtures.adminUsers(demoAccounts.admin);
    expect(bare.length).toBeGreaterThan(2);
    const first = await send(`${server.url}/api/accounts/admin/users/`, { token: adminToken });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['count', 'next', 'previous', 'results']);
    expect(first.body).toMatchObject({ count: bare.length, previous: null });
    expect(first.body.next).toBe(`${server.url}/api/accounts/admin/users/?page=2`);

    const collected = [...first.body.results];
    let next: string | null = first.body.next;
    let pages = 1;
    while (next) {
      const page = await send(next, { token: adminToken });
      expect(page.status).toBe(200);
      expect(page.body.results.length).toBeLessThanOrEqual(2);
      collected.push(...page.body.results);
      next = page.body.next;
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(bare.length / 2));
    expect(collected).toEqual(bare);
  });

  it('keeps the query of a filtered list in its links, and the handler still filters', async () => {
    const token = await login(server.url, demoAccounts.agent);
    const start = new Date();
    start.setDate(1);
    start.setHours(0, 0, 0, 0);
    const end = new Date(start.getFullYear(), start.getMonth() + 1, 0, 23, 59, 59, 999);
    const query = `start_date=${encodeURIComponent(start.toISOString())}&end_date=${encodeURIComponent(end.toISOString())}`;
    const first = await send(`${server.url}/api/accounts/events/?${query}`, { token });
    expect(first.body.count).toBe(fixtures.events(start).length);
    const next = new URL(first.body.next);
    expect(next.searchParams.get('start_date')).toBe(start.toISOString());
    expect(next.searchParams.get('page')).toBe('2');
  });

  it('answers an invalid page as DRF does, and leaves object answers alone', async () => {
    for (const page of ['99', '0', 'abc']) {
      const answer = await send(`${server.url}/api/accounts/admin/users/?page=${page}`, {
        token: adminToken,
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: 'Page non valide.' });
    }
    const profile = await send(`${server.url}/api/accounts/profile/`, { token: adminToken });
    expect(profile.body.user.email).toBe(demoAccounts.admin);
    const refused = await send(`${server.url}/api/accounts/admin/users/`);
    expect(refused.status).toBe(401);
  });
});
