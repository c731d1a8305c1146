import { demoAccounts, fixtures } from '@prospect/mock-server';
import { describe, expect, it } from 'vitest';
import { addedRecord } from '../test-records';
import { clientFor, failureOf, useMockBackend } from '../test-support';
import { createFavorite } from './create-favorite';
import { deleteFavorite } from './delete-favorite';
import { getFavorites } from './get-favorites';
import { updateFavorite } from './update-favorite';

useMockBackend();

const agent = () => clientFor(demoAccounts.agent);

describe('favourites', () => {
  it('getFavorites answers the contract shape', async () => {
    const favorites = await getFavorites(agent());
    expect(favorites.length).toBeGreaterThan(0);
    expect(favorites).toEqual(fixtures.favorites());
  });

  it('create, update (same payload) and delete', async () => {
    const input = {
      title: 'Villa Les Pins',
      content: 'Propriétaire vendeur en 2027.',
      type: 'estimation' as const,
      street: null,
    };
    const before = await getFavorites(agent());
    await expect(createFavorite(agent(), input)).resolves.toEqual(expect.any(Number));
    const created = addedRecord(before, await getFavorites(agent()));
    expect(created).toMatchObject({ ...input, street_name: null });

    await expect(
      updateFavorite(agent(), { id: created.id, ...input, type: 'contact' }),
    ).resolves.toBeUndefined();
    const updated = (await getFavorites(agent())).find(({ id }) => id === created.id);
    expect(updated).toEqual({ ...created, type: 'contact' });

    await deleteFavorite(agent(), created.id);
    expect((await getFavorites(agent())).map(({ id }) => id)).not.toContain(created.id);
  });

  it('a missing title gives a field error', async () => {
    const failure = await failureOf(
      createFavorite(agent(), { title: '', content: 'x', type: 'street', street: null }),
    );
    expect(failure).toMatchObject({ status: 400, body: { fields: { title: [expect.any(String)] } } });
  });
});
