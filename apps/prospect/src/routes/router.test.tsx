import { describe, expect, it, vi } from 'vitest';
import { matchesOf, prefetchRouteReads } from './router';

/** The addresses a start on `pathname` asks for before its screen's code has arrived. */
function readsAtStart(pathname: string): string[] {
  const prefetch = vi.fn<(path: string) => void>();
  prefetchRouteReads(pathname, { prefetch });
  return prefetch.mock.calls.map(([path]) => path);
}

describe('the first reads of a route, asked for at start', () => {
  it('a signed-in screen asks for the profile and its own first data', () => {
    expect(readsAtStart('/dashboard')).toEqual([
      '/api/accounts/profile/',
      '/api/progress/stats/',
      '/api/accounts/zones/',
    ]);
    expect(readsAtStart('/sectors/12')).toEqual(['/api/accounts/profile/', '/api/accounts/sectors/12/']);
    expect(readsAtStart('/zones/7')).toEqual(['/api/accounts/profile/', '/api/accounts/zones/7/']);
    expect(readsAtStart('/favoris')).toEqual(['/api/accounts/profile/', '/api/accounts/favorites/']);
    expect(readsAtStart('/contacts')).toEqual(['/api/accounts/profile/', '/api/house-notes/']);
  });

  it('an id that is not one asks for nothing of its own', () => {
    for (const id of ['abc', '0', '12abc', '-3', '1e3', '99999999999999999999'])
      expect(readsAtStart(`/sectors/${id}`)).toEqual(['/api/accounts/profile/']);
  });

  it('the sign-in pages and unknown addresses ask for nothing', () => {
    for (const path of ['/auth', '/login', '/register', '/privacy-policy', '/nowhere'])
      expect(readsAtStart(path)).toEqual([]);
  });

  it('the contacts list is guarded as the other signed-in screens are, its own lazy module', () => {
    const layouts = (path: string) =>
      matchesOf(path)
        .slice(0, -1)
        .map((match) => match.route);
    expect(layouts('/contacts')).toEqual(layouts('/favoris'));
    const [contacts, favorites] = ['/contacts', '/favoris'].map((path) => matchesOf(path).at(-1)?.route);
    expect(contacts?.path).toBe('/contacts');
    expect(contacts?.handle.lazy).toBeDefined();
    expect(contacts?.handle.lazy).not.toBe(favorites?.handle.lazy);
  });

  it('matching a path once serves every caller of that path', () => {
    expect(matchesOf('/dashboard')).toBe(matchesOf('/dashboard'));
    expect(matchesOf('/favoris')).not.toBe(matchesOf('/dashboard'));
  });
});
