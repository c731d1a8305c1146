// Spec §7: success is any 2xx. The writes whose answer the spec does not show resolve whatever a plain
// Django REST framework server puts in the body (partial-answers.test.ts: those that use part of it).

import { demoAccounts } from '@prospect/mock-server';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { deleteUser } from './admin/delete-user';
import { updateUserRole } from './admin/update-user-role';
import { createEvent } from './events/create-event';
import { deleteEvent } from './events/delete-event';
import { updateEvent } from './events/update-event';
import { createFavorite } from './favorites/create-favorite';
import { deleteFavorite } from './favorites/delete-favorite';
import { updateFavorite } from './favorites/update-favorite';
import { createHouseNote } from './house-notes/create-house-note';
import type { ApiClient } from './http';
import { createZoneNote } from './notes/create-zone-note';
import { deleteZoneNote } from './notes/delete-zone-note';
import { updateZoneNote } from './notes/update-zone-note';
import { deleteSector } from './sectors/delete-sector';
import { deleteZoneSectors } from './sectors/delete-zone-sectors';
import { updateStreet } from './streets/update-street';
import { answerWith, type Method, successAnswers } from './test-answers';
import { clientFor, failureOf, useMockBackend } from './test-support';
import { createZone } from './zones/create-zone';
import { deleteZone } from './zones/delete-zone';
import { splitZone } from './zones/split-zone';

useMockBackend();

interface Write {
  name: string;
  method: Method;
  path: string;
  call: (client: ApiClient) => Promise<unknown>;
}

const event = { title: 'RDV', description: '', type: 'rdv' as const, date: '2026-11-24', location: '' };
const favorite = { title: 'Villa', content: '', type: 'street' as const, street: null };

/** Creations of records the device may change before the server answers: the new id, read tolerantly. */
const creations: Write[] = [
  {
    name: 'createZoneNote',
    method: 'post',
    path: '/api/accounts/zones/7/notes/',
    call: (c) =>
      createZoneNote(c, {
        zoneId: 7,
        content: 'x',
        location: { type: 'Point', coordinates: [-2.39, 47.28] },
      }),
  },
  {
    name: 'createFavorite',
    method: 'post',
    path: '/api/accounts/favorites/create/',
    call: (c) => createFavorite(c, favorite),
  },
  {
    name: 'createEvent',
    method: 'post',
    path: '/api/accounts/events/create/',
    call: (c) => createEvent(c, event),
  },
];

const ignoredAnswers: Write[] = [
  {
    name: 'createZone',
    method: 'post',
    path: '/api/accounts/zones/create/',
    call: (c) => createZone(c, { name: 'Z' }),
  },
  {
    name: 'splitZone',
    method: 'post',
    path: '/api/split/',
    call: (c) => splitZone(c, { lat: 47.28, lng: -2.39 }),
  },
  {
    name: 'updateZoneNote',
    method: 'patch',
    path: '/api/accounts/notes/31/',
    call: (c) => updateZoneNote(c, { noteId: 31, content: 'x' }),
  },
  {
    name: 'updateFavorite',
    method: 'put',
    path: '/api/accounts/favorites/5/',
    call: (c) => updateFavorite(c, { id: 5, ...favorite }),
  },
  {
    name: 'updateEvent',
    method: 'put',
    path: '/api/accounts/events/9/',
    call: (c) => updateEvent(c, { id: 9, ...event }),
  },
  {
    name: 'createHouseNote',
    method: 'post',
    path: '/api/house-notes/',
    call: (c) => createHouseNote(c, { label: 'interested', others: '' }),
  },
  {
    name: 'updateUserRole',
    method: 'patch',
    path: '/api/accounts/admin/users/4/',
    call: (c) => updateUserRole(c, { userId: 4, role: 'ADMIN' }),
  },
  {
    name: 'updateStreet',
    method: 'patch',
    path: '/api/accounts/streets/101/',
    call: (c) => updateStreet(c, { streetId: 101, status: 'done', zoneId: 7 }),
  },
  { name: 'deleteZone', method: 'delete', path: '/api/accounts/zones/7/', call: (c) => deleteZone(c, 7) },
  {
    name: 'deleteSector',
    method: 'delete',
    path: '/api/accounts/sectors/12/delete/',
    call: (c) => deleteSector(c, 12),
  },
  {
    name: 'deleteZoneSectors',
    method: 'delete',
    path: '/api/accounts/zones/7/sectors/delete/',
    call: (c) => deleteZoneSectors(c, 7),
  },
  {
    name: 'deleteZoneNote',
    method: 'delete',
    path: '/api/accounts/notes/31/',
    call: (c) => deleteZoneNote(c, 31),
  },
  {
    name: 'deleteFavorite',
    method: 'delete',
    path: '/api/accounts/favorites/5/',
    call: (c) => deleteFavorite(c, 5),
  },
  { name: 'deleteEvent', method: 'delete', path: '/api/accounts/events/9/', call: (c) => deleteEvent(c, 9) },
  {
    name: 'deleteUser',
    method: 'delete',
    path: '/api/accounts/admin/users/4/',
    call: (c) => deleteUser(c, 4),
  },
];

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const admin = () => clientFor(demoAccounts.superAdmin);

describe.each(creations)('$name reads the new id, and nothing else', ({ method, path, call }) => {
  it.each(successAnswers)('resolves with null on $name', async ({ answer: response }) => {
    const seen = answerWith(method, path, response);
    await expect(call(admin())).resolves.toBeNull();
    expect(seen.calls).toBe(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('resolves with the id of the record the server sends back', async () => {
    answerWith(method, path, () => HttpResponse.json({ id: 42, extra: null }, { status: 201 }));
    await expect(call(admin())).resolves.toBe(42);
  });

  it('still rejects a failure status', async () => {
    answerWith(method, path, () => HttpResponse.json({ error: 'Refusé.' }, { status: 400 }));
    expect(await failureOf(call(admin()))).toMatchObject({ status: 400 });
  });
});

describe.each(ignoredAnswers)('$name ignores the answer', ({ method, path, call }) => {
  it.each(successAnswers)('resolves on $name', async ({ answer: response }) => {
    const seen = answerWith(method, path, response);
    await expect(call(admin())).resolves.toBeUndefined();
    expect(seen.calls).toBe(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('still rejects a failure status', async () => {
    answerWith(method, path, () => HttpResponse.json({ error: 'Refusé.' }, { status: 400 }));
    expect(await failureOf(call(admin()))).toMatchObject({
      kind: 'http',
      status: 400,
      body: { error: 'Refusé.' },
    });
  });
});
