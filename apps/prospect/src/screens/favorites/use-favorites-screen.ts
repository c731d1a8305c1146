import {
  useCreateFavorite,
  useDeleteFavorite,
  useQueuedFavorites,
  useUpdateFavorite,
} from '@prospect/api-client';
import { errorMessage, type FavoriteValues } from '@prospect/ui';
import { action } from '../../flow/action';
import { loadState } from '../shared/load-state';

const toInput = (values: FavoriteValues) => ({ ...values, street: values.street ?? null });

/** /favoris: the favourites with what still waits on the device, and their three writes. */
export function useFavoritesScreen() {
  const favorites = useQueuedFavorites();
  const create = useCreateFavorite();
  const update = useUpdateFavorite();
  const remove = useDeleteFavorite();
  return {
    favorites: favorites.data ?? [],
    pendingFavoriteIds: favorites.pendingIds,
    status: loadState(favorites).status,
    errorMessage: favorites.error ? errorMessage('favoritesLoad', favorites.error) : null,
    onCreate: action('favoritesCreate', (values: FavoriteValues) => create.trigger(toInput(values))),
    onUpdate: action('favoritesUpdate', (id: number, values: FavoriteValues) =>
      update.trigger({ id, ...toInput(values) }),
    ),
    onDelete: action('favoritesDelete', (id: number) => remove.trigger(id)),
  };
}
