import type { ApiClient } from '../http';
import { revalidate, useApiMutation } from '../swr';
import { favoritesKey } from './get-favorites';
import { favoritePath } from './update-favorite';

export const deleteFavoriteMutationKey = 'DELETE /api/accounts/favorites/{id}/';

/** DELETE /api/accounts/favorites/{id}/ → 204. */
export function deleteFavorite(client: ApiClient, favoriteId: number): Promise<void> {
  return client.request(favoritePath(favoriteId), { method: 'DELETE' });
}

export const useDeleteFavorite = () =>
  useApiMutation(deleteFavoriteMutationKey, deleteFavorite, (mutate) => revalidate(mutate, [favoritesKey]));
