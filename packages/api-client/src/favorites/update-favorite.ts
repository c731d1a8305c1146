import type { ApiClient } from '../http';
import { revalidate, useApiMutation } from '../swr';
import type { FavoriteInput } from './create-favorite';
import { favoritesKey } from './get-favorites';

export const favoritePath = (favoriteId: number) => `/api/accounts/favorites/${favoriteId}/`;
export const updateFavoriteMutationKey = 'PUT /api/accounts/favorites/{id}/';

/** PUT /api/accounts/favorites/{id}/ with the create payload → Favorite. */
export function updateFavorite(
  client: ApiClient,
  { id, ...favorite }: FavoriteInput & { id: number },
): Promise<void> {
  return client.request(favoritePath(id), { method: 'PUT', body: favorite });
}

export const useUpdateFavorite = () =>
  useApiMutation(updateFavoriteMutationKey, updateFavorite, (mutate) => revalidate(mutate, [favoritesKey]));
