import type { ApiClient, WriteOptions } from '../http';
import { favoritePath } from './update-favorite';

/** DELETE /api/accounts/favorites/{id}/ → 204. */
export function deleteFavorite(
  client: ApiClient,
  favoriteId: number,
  options: WriteOptions = {},
): Promise<void> {
  return client.request(favoritePath(favoriteId), { ...options, method: 'DELETE' });
}
