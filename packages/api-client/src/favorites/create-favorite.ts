import { type Favorite, type FavoriteType, favoriteSchema } from '../entities';
import type { ApiClient } from '../http';
import { revalidate, useApiMutation } from '../swr';
import { favoritesKey } from './get-favorites';

/** The payload of create and update (spec §7: same payload for PUT). */
export interface FavoriteInput {
  title: string;
  content: string;
  /** 'street' by default (spec §9). */
  type: FavoriteType;
  street: number | null;
}

export const createFavoritePath = '/api/accounts/favorites/create/';
export const createFavoriteMutationKey = `POST ${createFavoritePath}`;

/** POST /api/accounts/favorites/create/ `{ title, content, type, street }` → 201 Favorite. */
export function createFavorite(client: ApiClient, favorite: FavoriteInput): Promise<Favorite> {
  return client.request(createFavoritePath, { method: 'POST', body: favorite, schema: favoriteSchema });
}

export const useCreateFavorite = () =>
  useApiMutation(createFavoriteMutationKey, createFavorite, (mutate) => revalidate(mutate, [favoritesKey]));
