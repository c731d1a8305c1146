import * as z from 'zod/mini';
import { type Favorite, favoriteSchema } from '../entities';
import type { ApiClient } from '../http';
import { useApiQuery } from '../swr';

export const favoritesKey = '/api/accounts/favorites/';

/** GET /api/accounts/favorites/. */
export function getFavorites(client: ApiClient, signal?: AbortSignal): Promise<Favorite[]> {
  return client.request(favoritesKey, { schema: z.array(favoriteSchema), signal });
}

export const useFavorites = () => useApiQuery(favoritesKey, (client) => getFavorites(client));
