import { type Favorite, favoriteReader } from '@prospect/contract';
import type { ApiClient } from '../http';
import { requestList } from '../list';
import { favoritesKey } from '../read-keys';
import { useApiQuery } from '../swr';

/** GET /api/accounts/favorites/, bare or paginated. */
export function getFavorites(client: ApiClient, signal?: AbortSignal): Promise<Favorite[]> {
  return requestList(client, favoritesKey, favoriteReader, { signal });
}

export const useFavorites = () => useApiQuery(favoritesKey, (client) => getFavorites(client));
