// The rows of the role × tenant matrix: for every protected call, who is refused and how.
import { expect } from 'vitest';
import { demoAccounts } from '../../src/seed';
import type { demoIds } from '../../src/test-support';

export type Ids = ReturnType<typeof demoIds>;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Attempt {
  as: string;
  /** Defaults to the row's path. */
  path?: (ids: Ids) => string;
  body?: unknown;
  status: number;
  /** For lists and self-service calls: what the answer must (not) contain. */
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers of every endpoint.
  check?: (body: any, ids: Ids) => void;
}

export interface Row {
  method: Method;
  path: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
  otherTenant: Attempt | null;
  notPermitted: Attempt | null;
  allowed: Attempt;
}

const { agent, agent2, admin, superAdmin, pornicAgent } = demoAccounts;
const point = { type: 'Point', coordinates: [-2.39, 47.28] };
const favorite = { title: 'Titre', content: 'Contenu', type: 'contact' };
const event = { title: 'Titre', date: '2026-11-24T09:00:00Z' };
const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);
const excludes = (key: keyof Ids['zones']) => (body: { id: number }[], ids: Ids) =>
  expect(idsOf(body)).not.toContain(ids.zones[key]);

export const matrixRows: Record<string, Row> = {
  'GET /api/accounts/profile/': {
    method: 'GET',
    path: () => '/api/accounts/profile/',
    otherTenant: {
      as: pornicAgent,
      status: 200,
      check: (body) => expect(body.profile.tenant.city).toBe('Pornic'),
    },
    notPermitted: null,
    allowed: { as: agent, status: 200 },
  },
  'PUT /api/accounts/profile/picture/': {
    method: 'PUT',
    path: () => '/api/accounts/profile/picture/',
    otherTenant: null,
    notPermitted: null,
    allowed: { as: agent, status: 400 }, // reaches validation (no multipart body): the token was accepted
  },
  'GET /api/progress/stats/': {
    method: 'GET',
    path: () => '/api/progress/stats/',
    otherTenant: { as: pornicAgent, status: 200, check: (body) => expect(body.totalZones).toBe(1) },
    notPermitted: null,
    allowed: { as: agent, status: 200, check: (body) => expect(body.totalZones).toBe(4) },
  },
  'GET /api/accounts/geocode/reverse/': {
    method: 'GET',
    path: () => '/api/accounts/geocode/reverse/?lat=47.28&lon=-2.39',
    otherTenant: null,
    notPermitted: null,
    allowed: { as: agent, status: 200 },
  },
  'GET /api/accounts/zones/': {
    method: 'GET',
    path: () => '/api/accounts/zones/',
    otherTenant: { as: pornicAgent, status: 200, check: excludes('camille') },
    notPermitted: { as: agent2, status: 200, check: excludes('camille') },
    allowed: {
      as: agent,
      status: 200,
      check: (body, ids) => expect(idsOf(body)).toContain(ids.zones.camille),
    },
  },
  'GET /api/user/zones': {
    method: 'GET',
    path: () => '/api/user/zones',
    otherTenant: { as: pornicAgent, status: 200, check: excludes('camille') },
    notPermitted: { as: admin, status: 200, check: excludes('camille') },
    allowed: {
      as: agent,
      status: 200,
      check: (body, ids) => expect(idsOf(body)).toContain(ids.zones.camille),
    },
  },
  'GET /api/accounts/zones/{id}/': {
    method: 'GET',
    path: (ids) => `/api/accounts/zones/${ids.zones.camille}/`,
    otherTenant: { as: pornicAgent, status: 404 },
    notPermitted: { as: agent2, status: 404 },
    allowed: { as: agent, status: 200 },
  },
  'POST /api/accounts/zones/create/': {
    method: 'POST',
    path: () => '/api/accounts/zones/create/',
    body: () => ({ name: 'Nouvelle zone' }),
    otherTenant: null,
    notPermitted: null,
    allowed: { as: agent, status: 201 },
  },
  'DELETE /api/accounts/zones/{id}/': {
    method: 'DELETE',
    path: (ids) => `/api/accounts/zones/${ids.zones.camille}/`,
    otherTenant: { as: pornicAgent, status: 404 },
    notPermitted: { as: agent2, status: 404 },
    allowed: { as: agent, status: 204 },
  },
  'GET /api/accounts/zones/{id}/sectors/': {
    method: 'GET',
    path: (ids) => `/api/accounts/zones/${ids.zones.camille}/sectors/`,
    otherTenant: { as: pornicAgent, status: 404 },
    notPermitted: { as: agent2, status: 404 },
    allowed: { as: agent, status: 200 },
  },
  'POST /api/accounts/zones/{id}/sectors/generate/': {
    method: 'POST',
    path: (ids) => `/api/accounts/zones/${ids.zones.camilleWithoutSectors}/sectors/generate/`,
    body: () => ({ random_mode: false }),
    otherTenant: { as: pornicAgent, status: 404 },
    notPermitted: { as: agent2, status: 404 },
    allowed: { as: agent, status: 200 },
  },
  'DELETE /api/accounts/zones/{id}/sectors/delete/': {
    method: 'DELETE',
    path: (ids) => `/api/accounts/zones/${ids.zones.camille}/sectors/delete/`,
    otherTenant: { as: pornicAgent, status: 404 },
    notPermitted: { as: agent2, status: 404 },
    allowed: { as: agent, status: 204 },
  },
  'GET /api/accounts/sectors/{id}/': {
    method: 'GET',
    path: (ids) => `/api/accounts/sectors/${ids.sectors.camille}/`,
    otherTenant: { as: pornicAgent, status: 404 },
    notPermitted: { as: agent2, status: 404 },
    allowed: { as: agent, status: 200 },
  },
  'DELETE /api/accounts/sectors/{id}/delete/': {
    method: 'DELETE',
    path: (ids) => `/api/accounts/sectors/${ids.sectors.camille}/delete/`,
    otherTenant: { as: pornicAgent, status: 404 },
    notPermitted: { as: agent2, status: 404 },
    allowed: { as: agent, status: 204 },
  },
  'PATCH /api/accounts/sectors/{id}/update-streets/': {
    method: 'PATCH',
    path: (ids) => `/api/accounts/sectors/${ids.sectors.camille}/update-streets/`,
    body: () => ({ street_count: 6 }),
    otherTenant: { as: pornicAgent, status: 404 },
    notPermitted: { as: agent2, status: 404 },
    allowed: { as: agent, status: 200 },
  },
  'PATCH /api/accounts/streets/{id}/': {
    method: 'PATCH',
    path: (ids) => `/api/accounts/streets/${ids.streets.camille}/`,
    body: () => ({ status: 'done' }),
    otherTenant: { as: pornicAgent, status: 404 },
    notPermitted: { as: agent2, status: 404 },
    allowed: { as: agent, status: 200 },
  },
  'GET /api/accounts/streets/{id}/doors/': {
    method: 'GET',
    path: (ids) => `/api/accounts/streets/${ids.streets.camille}/doors/`,
    otherTenant: { as: pornicAgent, status: 404 },
    notPermitted: { as: agent2, status: 404 },
    allowed: { as: agent, status: 200 },
  },
  'POST /api/accounts/streets/{id}/doors/': {
    method: 'POST',
    path: (ids) => `/api/accounts/streets/${ids.streets.camille}/doors/`,
    body: () => ({ number: '990 bis' }),
    otherTenant: { as: pornicAgent, status: 404 },
    notPermitted: { as: agent2, status: 404 },
    allowed: { as: agent, status: 201 },
  },
  'PATCH /api/accounts/doors/{id}/': {
    method: 'PATCH',
    path: (ids) => `/api/accounts/doors/${ids.doors.camille}/`,
    body: () => ({ outcome: 'absent' }),
    otherTenant: { as: pornicAgent, status: 404 },
    notPermitted: { as: agent2, status: 404 },
    allowed: { as: admin, status: 200 },
  },
  'POST /api/accounts/zones/{id}/notes/': {
    method: 'POST',
    path: (ids) => `/api/accounts/zones/${ids.zones.camille}/notes/`,
    body: () => ({ content: 'Note', location: point }),
    otherTenant: { as: pornicAgent, status: 404 },
    notPermitted: { as: agent2, status: 404 },
    allowed: { as: agent, status: 201 },
  },
  'PATCH /api/accounts/notes/{id}/': {
    method: 'PATCH',
    path: (ids) => `/api/accounts/notes/${ids.notes.byAdminInCamilleZone}/`,
    body: () => ({ content: 'Modifiée' }),
    otherTenant: { as: pornicAgent, status: 404 },
    notPermitted: { as: agent, status: 403 },
    allowed: { as: admin, status: 200 },
  },
  'DELETE /api/accounts/notes/{id}/': {
    method: 'DELETE',
    path: (ids) => `/api/accounts/notes/${ids.notes.byAdminInCamilleZone}/`,
    otherTenant: { as: pornicAgent, status: 404 },
    notPermitted: { as: agent, status: 403 },
    allowed: { as: admin, status: 204 },
  },
  'POST /api/split/': {
    method: 'POST',
    path: () => '/api/split/',
    body: () => ({ location: '47.28, -2.39' }),
    otherTenant: null,
    notPermitted: null,
    allowed: { as: agent, status: 201 },
  },
  'POST /api/house-notes/': {
    method: 'POST',
    path: () => '/api/house-notes/',
    body: () => ({ label: 'interested', others: '' }),
    otherTenant: null,
    notPermitted: null,
    allowed: { as: agent, status: 201 },
  },
  'GET /api/house-notes/': {
    method: 'GET',
    path: () => '/api/house-notes/',
    otherTenant: { as: pornicAgent, status: 200, check: (body) => expect(body).toHaveLength(1) },
    notPermitted: { as: admin, status: 200, check: (body) => expect(body).toEqual([]) },
    allowed: { as: agent, status: 200, check: (body) => expect(body).toHaveLength(8) },
  },
  'GET /api/accounts/favorites/': {
    method: 'GET',
    path: () => '/api/accounts/favorites/',
    otherTenant: {
      as: pornicAgent,
      status: 200,
      check: (body, ids) => expect(idsOf(body)).not.toContain(ids.favorites.camille),
    },
    notPermitted: { as: agent2, status: 200, check: (body) => expect(body).toEqual([]) },
    allowed: {
      as: agent,
      status: 200,
      check: (body, ids) => expect(idsOf(body)).toContain(ids.favorites.camille),
    },
  },
  'POST /api/accounts/favorites/create/': {
    method: 'POST',
    path: () => '/api/accounts/favorites/create/',
    body: (ids) => ({ ...favorite, street: ids.streets.camille }),
    otherTenant: {
      as: pornicAgent,
      status: 400,
      check: (body) => expect(body).toEqual({ street: ['Rue introuvable.'] }),
    },
    notPermitted: { as: agent2, status: 400 },
    allowed: { as: agent, status: 201 },
  },
  'PUT /api/accounts/favorites/{id}/': {
    method: 'PUT',
    path: (ids) => `/api/accounts/favorites/${ids.favorites.camille}/`,
    body: () => favorite,
    otherTenant: { as: pornicAgent, status: 404 },
    notPermitted: { as: admin, status: 404 },
    allowed: { as: agent, status: 200 },
  },
  'DELETE /api/accounts/favorites/{id}/': {
    method: 'DELETE',
    path: (ids) => `/api/accounts/favorites/${ids.favorites.camille}/`,
    otherTenant: { as: pornicAgent, status: 404 },
    notPermitted: { as: admin, status: 404 },
    allowed: { as: agent, status: 204 },
  },
  'GET /api/accounts/events/': {
    method: 'GET',
    path: () => '/api/accounts/events/',
    otherTenant: { as: pornicAgent, status: 200, check: (body) => expect(body).toEqual([]) },
    notPermitted: { as: admin, status: 200, check: (body) => expect(body).toEqual([]) },
    allowed: { as: agent, status: 200, check: (body) => expect(body).toHaveLength(6) },
  },
  'POST /api/accounts/events/create/': {
    method: 'POST',
    path: () => '/api/accounts/events/create/',
    body: () => event,
    otherTenant: null,
    notPermitted: null,
    allowed: { as: agent, status: 201 },
  },
  'PUT /api/accounts/events/{id}/': {
    method: 'PUT',
    path: (ids) => `/api/accounts/events/${ids.events.camille}/`,
    body: () => event,
    otherTenant: { as: pornicAgent, status: 404 },
    notPermitted: { as: admin, status: 404 },
    allowed: { as: agent, status: 200 },
  },
  'DELETE /api/accounts/events/{id}/': {
    method: 'DELETE',
    path: (ids) => `/api/accounts/events/${ids.events.camille}/`,
    otherTenant: { as: pornicAgent, status: 404 },
    notPermitted: { as: admin, status: 404 },
    allowed: { as: agent, status: 204 },
  },
  'GET /api/accounts/admin/users/': {
    method: 'GET',
    path: () => '/api/accounts/admin/users/',
    otherTenant: {
      as: superAdmin,
      status: 200,
      check: (body, ids) => expect(idsOf(body)).not.toContain(ids.users.pornicAgent),
    },
    notPermitted: { as: agent, status: 403 },
    allowed: { as: admin, status: 200 },
  },
  'PATCH /api/accounts/admin/users/{id}/': {
    method: 'PATCH',
    path: (ids) => `/api/accounts/admin/users/${ids.users.agent2}/`,
    body: () => ({ role: 'AGENT' }),
    otherTenant: {
      as: superAdmin,
      path: (ids) => `/api/accounts/admin/users/${ids.users.pornicAgent}/`,
      status: 404,
    },
    notPermitted: { as: agent, status: 403 },
    allowed: { as: admin, status: 200 },
  },
  'DELETE /api/accounts/admin/users/{id}/': {
    method: 'DELETE',
    path: (ids) => `/api/accounts/admin/users/${ids.users.agent2}/`,
    otherTenant: {
      as: superAdmin,
      path: (ids) => `/api/accounts/admin/users/${ids.users.pornicAgent}/`,
      status: 404,
    },
    notPermitted: { as: agent, status: 403 },
    allowed: { as: admin, status: 204 },
  },
  'POST /api/accounts/admin/invitations/create/': {
    method: 'POST',
    path: () => '/api/accounts/admin/invitations/create/',
    body: () => ({ email: 'recrue@example.fr', role: 'AGENT' }),
    otherTenant: null,
    notPermitted: { as: agent, status: 403 },
    allowed: { as: admin, status: 201 },
  },
  'POST /api/accounts/admin/impersonate/{id}/': {
    method: 'POST',
    path: (ids) => `/api/accounts/admin/impersonate/${ids.users.camille}/`,
    otherTenant: {
      as: superAdmin,
      path: (ids) => `/api/accounts/admin/impersonate/${ids.users.pornicAgent}/`,
      status: 404,
    },
    notPermitted: { as: admin, status: 403 },
    allowed: { as: superAdmin, status: 200 },
  },
};
