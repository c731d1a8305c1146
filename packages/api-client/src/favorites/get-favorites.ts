import { endpoints, type Favorite, favoriteReader } from '@prospect/contract';
import type { ApiClient } from '../http';
import { requestList } from '../list';
import { useApiQuery } from '../swr';

export const favoritesKey = endpoints.getFavorites.path;

/** GET /api/accounts/favorites/, bare or paginated. */
export function getFavorites(client: ApiClient, signal?: AbortSignal): Promise<Favorite[]> {
  return requestList(client, favoritesKey, favoriteReader, { signal });
}

export const useFavorites = () => useApiQuery(favoritesKey, (client) => getFavorites(client));
