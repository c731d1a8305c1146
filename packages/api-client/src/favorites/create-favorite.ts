import type { FavoritePayload } from '@prospect/contract';
import type { ApiClient, WriteOptions } from '../http';

/** The payload of create and update (spec §7: same payload for PUT). */
export type FavoriteInput = FavoritePayload;

export const createFavoritePath = '/api/accounts/favorites/create/';

/** POST /api/accounts/favorites/create/ `{ title, content, type, street }` (answer not read). */
export function createFavorite(
  client: ApiClient,
  favorite: FavoriteInput,
  options: WriteOptions = {},
): Promise<void> {
  return client.request(createFavoritePath, { ...options, method: 'POST', body: favorite });
}
