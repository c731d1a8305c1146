import { favoritePathTemplate, withId } from '@prospect/contract';
import type { ApiClient, WriteOptions } from '../http';
import type { FavoriteInput } from './create-favorite';

export const favoritePath = (favoriteId: number) => withId(favoritePathTemplate, favoriteId);

/** PUT /api/accounts/favorites/{id}/ with the create payload → Favorite. */
export function updateFavorite(
  client: ApiClient,
  { id, ...favorite }: FavoriteInput & { id: number },
  options: WriteOptions = {},
): Promise<void> {
  return client.request(favoritePath(id), { ...options, method: 'PUT', body: favorite });
}
