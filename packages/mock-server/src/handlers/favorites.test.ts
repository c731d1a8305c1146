import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../seed';
import { call, demoIds, tokenOf, useMockServer } from '../test-support';

useMockServer();

describe('favourites', () => {
  it('lists the seeded favourites of each type, newest first, with the street name', async () => {
    const { body } = await call('GET', '/api/accounts/favorites/', { token: tokenOf(demoAccounts.agent) });
    expect(body.map((favorite: { type: string }) => favorite.type).sort()).toEqual([
      'contact',
      'estimation',
      'street',
      'street',
    ]);
    const linked = body.find((favorite: { street: number | null }) => favorite.street !== null);
    expect(linked.street_name).toMatch(/^\S+ /);
  });

  it('creates (type defaults to street), replaces and deletes', async () => {
    const ids = demoIds();
    const token = tokenOf(demoAccounts.agent);
    const created = await call('POST', '/api/accounts/favorites/create/', {
      token,
      body: { title: 'Rue calme', content: 'Revenir en soirée', street: ids.streets.camille },
    });
    expect(created).toMatchObject({
      status: 201,
      body: { type: 'street', street: ids.streets.camille, street_name: expect.any(String) },
    });
    const replaced = await call('PUT', `/api/accounts/favorites/${created.body.id}/`, {
      token,
      body: { title: 'M. Roy', content: '06 00 00 00 00', type: 'contact', street: null },
    });
    expect(replaced.body).toMatchObject({
      id: created.body.id,
      title: 'M. Roy',
      type: 'contact',
      street: null,
      street_name: null,
    });
    expect((await call('DELETE', `/api/accounts/favorites/${created.body.id}/`, { token })).status).toBe(204);
    expect((await call('GET', '/api/accounts/favorites/', { token })).body).toHaveLength(4);
  });

  it('requires title and content, and refuses a street the caller cannot see', async () => {
    const ids = demoIds();
    const token = tokenOf(demoAccounts.agent);
    expect(
      (await call('POST', '/api/accounts/favorites/create/', { token, body: { type: 'contact' } })).body,
    ).toEqual({
      title: ['Ce champ est obligatoire.'],
      content: ['Ce champ est obligatoire.'],
    });
    const foreign = await call('POST', '/api/accounts/favorites/create/', {
      token,
      body: { title: 'x', content: 'y', street: ids.streets.otherTenant },
    });
    expect(foreign.body).toEqual({ street: ['Rue introuvable.'] });
  });
});
