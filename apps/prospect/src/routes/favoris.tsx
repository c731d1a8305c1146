import {
  useCreateFavorite,
  useDeleteFavorite,
  useQueuedFavorites,
  useUpdateFavorite,
} from '@prospect/api-client';
import { errorMessage, FavoritesScreen, type FavoriteValues, t } from '@prospect/ui';
import type { RouteHandle } from '../shell/RootLayout';
import { withMessage } from './failure';

export const handle: RouteHandle = { title: () => t('favorites.title') };

const toInput = (values: FavoriteValues) => ({ ...values, street: values.street ?? null });

export function Component() {
  const { data, error, isLoading, pendingIds } = useQueuedFavorites();
  const create = useCreateFavorite();
  const update = useUpdateFavorite();
  const remove = useDeleteFavorite();
  return (
    <FavoritesScreen
      favorites={data ?? []}
      pendingFavoriteIds={pendingIds}
      status={error && !data ? 'error' : isLoading ? 'loading' : 'ready'}
      errorMessage={error ? errorMessage('favoritesLoad', error) : null}
      onCreate={(values) =>
        withMessage('favoritesCreate', () => create.trigger(toInput(values))).then(() => undefined)
      }
      onUpdate={(id, values) =>
        withMessage('favoritesUpdate', () => update.trigger({ id, ...toInput(values) })).then(() => undefined)
      }
      onDelete={(id) => withMessage('favoritesDelete', () => remove.trigger(id)).then(() => undefined)}
    />
  );
}
