// The addresses of the reads a screen begins with, which are also their SWR keys. In a module of their
// own, importing nothing: the app's entry asks for them at start (apps/prospect/src/routes/router.tsx)
// and must not carry their readers. keys.test.ts holds each to the contract's endpoints table.

export const profileKey = '/api/accounts/profile/';
export const statsKey = '/api/progress/stats/';
export const zonesKey = '/api/accounts/zones/';
export const favoritesKey = '/api/accounts/favorites/';
export const houseNotesKey = '/api/house-notes/';
export const zoneKey = (zoneId: number) => `/api/accounts/zones/${zoneId}/`;
export const sectorKey = (sectorId: number) => `/api/accounts/sectors/${sectorId}/`;
/** Optional extension « portes »: a street's doors (see doors/doors-support.ts before asking). */
export const streetDoorsKey = (streetId: number) => `/api/accounts/streets/${streetId}/doors/`;
