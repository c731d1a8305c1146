// Every write endpoint of the contract with a payload that would succeed and, per field, values that
// must not. The fuzz test breaks at least one field (or sends junk instead of an object).
import { DOOR_OUTCOMES } from '@prospect/contract';
import type fc from 'fast-check';
import fcRuntime from 'fast-check';
import { googleCredential } from '../../src/handlers/google';
import { DEMO_PASSWORD, demoAccounts, demoInvitations } from '../../src/seed';
import type { demoIds } from '../../src/test-support';
import {
  badBoolean,
  badChoice,
  badChoiceWithDefault,
  badDate,
  badEmail,
  badId,
  badInteger,
  badLatLngText,
  badPoint,
  badRequiredPoint,
  MISSING,
  optionalText,
  requiredText,
} from './arbitraries';

type Ids = ReturnType<typeof demoIds>;

export interface WriteEndpoint {
  method: 'POST' | 'PUT' | 'PATCH';
  path: (ids: Ids) => string;
  /** Who calls (null: a public endpoint). */
  as: string | null;
  valid: (ids: Ids, refresh: string) => Record<string, unknown>;
  breakers: (ids: Ids) => Record<string, fc.Arbitrary<unknown>>;
}

const point = { type: 'Point', coordinates: [-2.39, 47.28] };
const unknownPerson = googleCredential({ sub: 'google-nobody', email: 'nobody@example.fr' });
const newcomer = googleCredential({
  sub: 'google-new',
  email: 'new.person@example.fr',
  given_name: 'Nouvelle',
});
const garbageCredential = fcRuntime.oneof(
  fcRuntime.string({ minLength: 1, maxLength: 300 }).filter((value) => value.trim() !== ''),
  fcRuntime
    .jsonValue()
    .map((claims) => `${btoa('{}')}.${btoa(JSON.stringify(claims) ?? '').replace(/=+$/, '')}.sig`),
);

const favorite = (ids: Ids) => ({
  title: 'Titre',
  content: 'Contenu',
  type: 'contact',
  street: ids.streets.camille,
});
const favoriteBreakers = (ids: Ids) => ({
  title: requiredText(200),
  content: requiredText(5000),
  type: badChoiceWithDefault(['street', 'estimation', 'contact']),
  street: badId([ids.streets.otherTenant]),
});
const event = { title: 'Titre', description: '', type: 'rdv', date: '2026-11-24T09:00:00Z', location: '' };
const eventBreakers = () => ({
  title: requiredText(200),
  description: optionalText(5000),
  type: badChoiceWithDefault(['prospection', 'rdv', 'navigation']),
  date: badDate,
  location: optionalText(500),
});

// A door's visit fields are all optional: left out, they are valid, so only wrong values break them
// (null too, but for revisit_at, where null clears the planned return).
const sent = (breaker: fc.Arbitrary<unknown>) => breaker.filter((value) => value !== MISSING);
const visitBreakers = () => ({
  outcome: sent(badChoice(DOOR_OUTCOMES)),
  note: optionalText(1000),
  stop_pub: sent(badBoolean),
  revisit_at: badDate.filter((value) => value !== MISSING && value !== null),
});

export const writeEndpoints: Record<string, WriteEndpoint> = {
  'POST /api/token/': {
    method: 'POST',
    path: () => '/api/token/',
    as: null,
    valid: () => ({ username: demoAccounts.agent, password: DEMO_PASSWORD }),
    breakers: () => ({ username: requiredText(254), password: requiredText(128) }),
  },
  'POST /api/token/refresh/': {
    method: 'POST',
    path: () => '/api/token/refresh/',
    as: null,
    valid: (_ids, refresh) => ({ refresh }),
    breakers: () => ({
      refresh: fcRuntime.oneof(requiredText(200), fcRuntime.string({ minLength: 1, maxLength: 200 })),
    }),
  },
  'POST /api/accounts/register/': {
    method: 'POST',
    path: () => '/api/accounts/register/',
    as: null,
    valid: () => ({
      first_name: 'Inès',
      last_name: 'Roux',
      email: 'ines.roux@example.fr',
      password: 'motdepasse',
      password2: 'motdepasse',
      agency: 'Vertou',
    }),
    breakers: () => ({
      first_name: requiredText(150),
      last_name: requiredText(150),
      email: badEmail(demoAccounts.agent),
      password: fcRuntime.oneof(
        requiredText(128),
        fcRuntime.string({ minLength: 1, maxLength: 7 }).filter((s) => s.trim() !== ''),
      ),
      password2: fcRuntime.oneof(
        requiredText(128),
        fcRuntime.string().filter((s) => s !== 'motdepasse'),
      ),
      agency: badChoice(['La Baule-Escoublac', 'Pornic', 'Nantes', 'Vertou']),
      token: fcRuntime.oneof(
        fcRuntime
          .string({ minLength: 1, maxLength: 200 })
          .filter((s) => s.trim() !== '' && s.trim() !== demoInvitations.valid.token),
        fcRuntime.constantFrom(demoInvitations.expired.token, demoInvitations.used.token),
      ),
    }),
  },
  'POST /api/accounts/invitations/validate/': {
    method: 'POST',
    path: () => '/api/accounts/invitations/validate/',
    as: null,
    valid: () => ({ token: demoInvitations.valid.token }),
    breakers: () => ({
      token: fcRuntime.oneof(
        requiredText(200),
        fcRuntime
          .string({ minLength: 1 })
          .filter((s) => s.trim() !== '' && s.trim() !== demoInvitations.valid.token),
        fcRuntime.constant(demoInvitations.expired.token),
      ),
    }),
  },
  'POST /api/accounts/google-login/': {
    method: 'POST',
    path: () => '/api/accounts/google-login/',
    as: null,
    valid: () => ({
      credential: googleCredential({ sub: 'google-camille-martin', email: demoAccounts.agent }),
    }),
    breakers: () => ({
      credential: fcRuntime.oneof(requiredText(8192), garbageCredential, fcRuntime.constant(unknownPerson)),
    }),
  },
  'POST /api/accounts/google-register/': {
    method: 'POST',
    path: () => '/api/accounts/google-register/',
    as: null,
    valid: () => ({ credential: newcomer }),
    breakers: () => ({
      credential: fcRuntime.oneof(
        requiredText(8192),
        garbageCredential,
        fcRuntime.constant(googleCredential({ sub: 'x', email: demoAccounts.admin })),
      ),
      agency: badChoiceWithDefault(['La Baule-Escoublac', 'Pornic', 'Nantes', 'Vertou']),
      token: fcRuntime.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim() !== ''),
    }),
  },
  'POST /api/accounts/zones/create/': {
    method: 'POST',
    path: () => '/api/accounts/zones/create/',
    as: demoAccounts.agent,
    valid: () => ({ name: 'Zone', location: point }),
    breakers: () => ({ name: requiredText(200), location: badPoint }),
  },
  'POST /api/accounts/zones/{id}/sectors/generate/': {
    method: 'POST',
    path: (ids) => `/api/accounts/zones/${ids.zones.camilleWithoutSectors}/sectors/generate/`,
    as: demoAccounts.agent,
    valid: () => ({ random_mode: false }),
    breakers: () => ({ random_mode: badBoolean }),
  },
  'PATCH /api/accounts/sectors/{id}/update-streets/': {
    method: 'PATCH',
    path: (ids) => `/api/accounts/sectors/${ids.sectors.camille}/update-streets/`,
    as: demoAccounts.agent,
    valid: () => ({ street_count: 5 }),
    breakers: () => ({ street_count: badInteger(0, 50) }),
  },
  'PATCH /api/accounts/streets/{id}/': {
    method: 'PATCH',
    path: (ids) => `/api/accounts/streets/${ids.streets.camille}/`,
    as: demoAccounts.agent,
    valid: (ids) => ({ status: 'done', zone: ids.zones.camille }),
    breakers: (ids) => ({
      status: badChoice(['pending', 'done']),
      zone: badId([ids.zones.camilleDone, ids.zones.otherTenant]),
    }),
  },
  'POST /api/accounts/streets/{id}/doors/': {
    method: 'POST',
    path: (ids) => `/api/accounts/streets/${ids.streets.camille}/doors/`,
    as: demoAccounts.agent,
    valid: () => ({ number: '990 bis', outcome: 'absent' }),
    // Every street's odd side starts at 1: « 1 » in any case and spacing is taken.
    breakers: () => ({
      number: fcRuntime.oneof(requiredText(20), fcRuntime.constantFrom('1', ' 1 ', '1  ')),
      ...visitBreakers(),
    }),
  },
  'PATCH /api/accounts/doors/{id}/': {
    method: 'PATCH',
    path: (ids) => `/api/accounts/doors/${ids.doors.camille}/`,
    as: demoAccounts.agent,
    valid: () => ({ outcome: 'absent', note: 'Chien', stop_pub: false, revisit_at: null }),
    breakers: visitBreakers,
  },
  'POST /api/accounts/zones/{id}/notes/': {
    method: 'POST',
    path: (ids) => `/api/accounts/zones/${ids.zones.camille}/notes/`,
    as: demoAccounts.agent,
    valid: () => ({ content: 'Note', location: point }),
    breakers: () => ({ content: requiredText(2000), location: badRequiredPoint }),
  },
  'PATCH /api/accounts/notes/{id}/': {
    method: 'PATCH',
    path: (ids) => `/api/accounts/notes/${ids.notes.camille}/`,
    as: demoAccounts.agent,
    valid: () => ({ content: 'Note' }),
    breakers: () => ({ content: requiredText(2000) }),
  },
  'POST /api/split/': {
    method: 'POST',
    path: () => '/api/split/',
    as: demoAccounts.agent,
    valid: () => ({ location: '47.28, -2.39' }),
    breakers: () => ({ location: badLatLngText }),
  },
  'POST /api/house-notes/': {
    method: 'POST',
    path: () => '/api/house-notes/',
    as: demoAccounts.agent,
    valid: () => ({ label: 'interested', others: '' }),
    breakers: () => ({ label: badChoice(['interested', 'thinking']), others: optionalText(2000) }),
  },
  'POST /api/accounts/favorites/create/': {
    method: 'POST',
    path: () => '/api/accounts/favorites/create/',
    as: demoAccounts.agent,
    valid: favorite,
    breakers: favoriteBreakers,
  },
  'PUT /api/accounts/favorites/{id}/': {
    method: 'PUT',
    path: (ids) => `/api/accounts/favorites/${ids.favorites.camille}/`,
    as: demoAccounts.agent,
    valid: favorite,
    breakers: favoriteBreakers,
  },
  'POST /api/accounts/events/create/': {
    method: 'POST',
    path: () => '/api/accounts/events/create/',
    as: demoAccounts.agent,
    valid: () => event,
    breakers: eventBreakers,
  },
  'PUT /api/accounts/events/{id}/': {
    method: 'PUT',
    path: (ids) => `/api/accounts/events/${ids.events.camille}/`,
    as: demoAccounts.agent,
    valid: () => event,
    breakers: eventBreakers,
  },
  'PATCH /api/accounts/admin/users/{id}/': {
    method: 'PATCH',
    path: (ids) => `/api/accounts/admin/users/${ids.users.agent2}/`,
    as: demoAccounts.admin,
    valid: () => ({ role: 'AGENT' }),
    breakers: () => ({ role: badChoice(['AGENT'], ['ADMIN', 'SUPER_ADMIN']) }),
  },
  'POST /api/accounts/admin/invitations/create/': {
    method: 'POST',
    path: () => '/api/accounts/admin/invitations/create/',
    as: demoAccounts.admin,
    valid: () => ({ email: 'recrue@example.fr', role: 'AGENT' }),
    breakers: () => ({
      email: badEmail(demoAccounts.agent2),
      role: badChoice(['AGENT'], ['ADMIN', 'SUPER_ADMIN']),
    }),
  },
};
