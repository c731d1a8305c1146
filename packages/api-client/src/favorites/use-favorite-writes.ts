import type { FavoritePayload } from '@prospect/contract';
import { type FieldWrite, newLocalId } from '../outbox/field-writes';
import { favoritesWithQueue } from '../outbox/queued-views';
import { NO_IDS, useQueued, useSubmit } from '../outbox/use-submit';
import { useFavorites } from './get-favorites';

const favoriteCreateWrite = (favorite: FavoritePayload): FieldWrite => ({
  kind: 'favoriteCreate',
  localId: newLocalId(),
  favorite,
});
const favoriteUpdateWrite = ({ id, ...favorite }: FavoritePayload & { id: number }): FieldWrite => ({
  kind: 'favoriteUpdate',
  id,
  favorite,
});
const favoriteDeleteWrite = (id: number): FieldWrite => ({ kind: 'favoriteDelete', id });
export const useCreateFavorite = () => useSubmit(favoriteCreateWrite);
export const useUpdateFavorite = () => useSubmit(favoriteUpdateWrite);
export const useDeleteFavorite = () => useSubmit(favoriteDeleteWrite);

/** The favourites with the waiting creations, edits and deletions. */
export function useQueuedFavorites() {
  const { data, error, isLoading, mutate } = useFavorites();
  const queued = useQueued(data, favoritesWithQueue);
  return { data: queued?.items, error, isLoading, mutate, pendingIds: queued?.pendingIds ?? NO_IDS };
}
