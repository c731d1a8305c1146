import type { FavoritePayload } from '@prospect/contract';
import type { ApiClient } from '../http';
import { revalidate, useApiMutation } from '../swr';
import { favoritesKey } from './get-favorites';

/** The payload of create and update (spec §7: same payload for PUT). */
export type FavoriteInput = FavoritePayload;

export const createFavoritePath = '/api/accounts/favorites/create/';
export const createFavoriteMutationKey = `POST ${createFavoritePath}`;

/** POST /api/accounts/favorites/create/ `{ title, content, type, street }` (answer not read). */
export function createFavorite(client: ApiClient, favorite: FavoriteInput): Promise<void> {
  return client.request(createFavoritePath, { method: 'POST', body: favorite });
}

export const useCreateFavorite = () =>
  useApiMutation(createFavoriteMutationKey, createFavorite, (mutate) => revalidate(mutate, [favoritesKey]));
