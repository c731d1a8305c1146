import { useState } from 'react';
import { t } from '../../i18n';
import { Cluster } from '../../layout';
import { Button, ConfirmDialog, EmptyState, PlusIcon, useConfirmedAction } from '../../primitives';
import { ListLoadNotice, type LoadStatus } from '../../primitives/load-status';
import { FavoriteCard } from '../FavoriteCard';
import { FavoriteModal } from '../FavoriteModal';
import type { Favorite, FavoriteValues } from '../types';
import { Grid, Screen, Title } from './FavoritesScreen.styles';
import '../../i18n/messages/favorites';

export interface FavoritesScreenProps {
  favorites: readonly Favorite[];
  status?: LoadStatus;
  /** The load failure in French, shown as 'Erreur: {message}'. */
  errorMessage?: string | null;
  /** Adds a favourite; resolves once saved, rejects with an Error whose message is the French reason. */
  onCreate: (values: FavoriteValues) => Promise<void>;
  /** Saves changes to favourite `id`; same contract as `onCreate`. */
  onUpdate: (id: number, values: FavoriteValues) => Promise<void>;
  /** Deletes favourite `id` once confirmed; same contract as `onCreate`. */
  onDelete: (id: number) => Promise<void>;
  /** Favourites kept on this device, not yet sent (new ones have negative ids): marked on their card. */
  pendingFavoriteIds?: ReadonlySet<number> | undefined;
}

/** 'Mes favoris': the cards, the add and edit modal, and the delete confirmation. */
export function FavoritesScreen({
  favorites,
  status = 'ready',
  errorMessage,
  onCreate,
  onUpdate,
  onDelete,
  pendingFavoriteIds,
}: FavoritesScreenProps) {
  const [modalOpen, setModalOpen] = useState(false);
  const [editing, setEditing] = useState<Favorite | null>(null);
  const deletion = useConfirmedAction(
    (favorite: Favorite) => onDelete(favorite.id),
    t('errors.list.deleteFailed'),
  );

  function openModal(favorite: Favorite | null) {
    setEditing(favorite);
    setModalOpen(true);
  }

  return (
    <Screen>
      <Cluster gap="md" justify="between">
        <Title>{t('favorites.title')}</Title>
        <Button onClick={() => openModal(null)}>
          <PlusIcon size={18} />
          {t('favorites.add')}
        </Button>
      </Cluster>
      <ListLoadNotice status={status} errorMessage={errorMessage} />
      {status === 'ready' && favorites.length === 0 ? (
        <EmptyState title={t('favorites.empty.title')} description={t('favorites.empty.description')} />
      ) : null}
      {status === 'ready' && favorites.length > 0 ? (
        <Grid aria-label={t('favorites.list')}>
          {favorites.map((favorite) => (
            <li key={favorite.id}>
              <FavoriteCard
                favorite={favorite}
                pending={pendingFavoriteIds?.has(favorite.id) ?? false}
                onEdit={openModal}
                onDelete={deletion.ask}
              />
            </li>
          ))}
        </Grid>
      ) : null}
      <FavoriteModal
        open={modalOpen}
        onOpenChange={setModalOpen}
        favorite={editing}
        onSubmit={(values) => (editing ? onUpdate(editing.id, values) : onCreate(values))}
      />
      <ConfirmDialog
        {...deletion.dialogProps}
        title={t('favorites.delete.title')}
        message={t('favorites.delete.message', { title: deletion.target?.title ?? '' })}
      />
    </Screen>
  );
}
