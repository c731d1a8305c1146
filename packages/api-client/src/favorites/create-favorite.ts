import type { FavoritePayload } from '@prospect/contract';
import { favoriteCreatePath } from '@prospect/contract';
import { createdIdAnswer } from '../created-id';
import type { ApiClient, WriteOptions } from '../http';

/** The payload of create and update (spec §7: same payload for PUT). */
export type FavoriteInput = FavoritePayload;

export const createFavoritePath = favoriteCreatePath;

/** POST /api/accounts/favorites/create/ `{ title, content, type, street }`: the new id when answered, else null. */
export function createFavorite(
  client: ApiClient,
  favorite: FavoriteInput,
  options: WriteOptions = {},
): Promise<number | null> {
  return client.request(createFavoritePath, {
    ...options,
    method: 'POST',
    body: favorite,
    schema: createdIdAnswer,
  });
}
