import { type ReactNode, useState } from 'react';
import { t } from '../../i18n';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorMessage } from '../../primitives/ErrorMessage';
import { LoadingText } from '../../primitives/LoadingText';
import { errorMessage } from '../labels';
import type { LoadStatus, Zone } from '../types';
import { ZoneTile } from '../ZoneTile';
import { Page, TileList, Title } from './ZonesScreen.styles';

export interface ZonesScreenProps {
  zones: readonly Zone[];
  status: LoadStatus;
  /** The load failure to show; 'Erreur lors du chargement des zones' by default. */
  error?: string | null | undefined;
  onOpenZone: (zone: Zone) => void;
  /** Deletes after the user confirmed; a rejection's message shows in the dialog, which stays open. */
  onDeleteZone: (zone: Zone) => Promise<void>;
  /** The bottom navigation, with 'Îlots' as the current item (the app passes `<BottomNav current="zones" …/>`). */
  navigation?: ReactNode;
  tileUrl?: string | undefined;
}

/** /zones: the user's zones as a column of 130 px map tiles. */
export function ZonesScreen({
  zones,
  status,
  error,
  onOpenZone,
  onDeleteZone,
  navigation,
  tileUrl,
}: ZonesScreenProps) {
  const [toDelete, setToDelete] = useState<Zone | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleteError(null);
    try {
      await onDeleteZone(toDelete);
    } catch (failure) {
      setDeleteError(errorMessage(failure, t('territory.zones.deleteFailed')));
      throw failure;
    }
  }

  return (
    <>
      <Page>
        <Title>{t('territory.zones.title')}</Title>
        {status === 'loading' ? <LoadingText /> : null}
        {status === 'error' ? <ErrorMessage>{error || t('territory.zones.loadError')}</ErrorMessage> : null}
        {status === 'ready' && zones.length === 0 ? <EmptyState title={t('territory.zones.empty')} /> : null}
        {status === 'ready' && zones.length > 0 ? (
          <TileList>
            {zones.map((zone) => (
              <li key={zone.id}>
                <ZoneTile
                  zone={zone}
                  onOpen={onOpenZone}
                  onDelete={(picked) => {
                    setDeleteError(null);
                    setToDelete(picked);
                  }}
                  tileUrl={tileUrl}
                />
              </li>
            ))}
          </TileList>
        ) : null}
      </Page>
      {navigation}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('territory.zones.deleteTitle')}
        message={t('territory.zones.deleteMessage', { name: toDelete?.name ?? '' })}
        onConfirm={confirmDelete}
        error={deleteError}
      />
    </>
  );
}
