import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { Stack } from '../../layout';
import { ConfirmDialog, useConfirmedAction } from '../../primitives/ConfirmDialog';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorMessage } from '../../primitives/ErrorMessage';
import { LoadingText } from '../../primitives/LoadingText';
import type { LoadStatus, Zone } from '../types';
import { ZoneTile } from '../ZoneTile';
import { Page, Title } from './ZonesScreen.styles';

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
  const deletion = useConfirmedAction(onDeleteZone, t('errors.zoneDelete.failed'));

  return (
    <>
      <Page>
        <Title>{t('territory.zones.title')}</Title>
        {status === 'loading' ? <LoadingText /> : null}
        {status === 'error' ? <ErrorMessage>{error || t('errors.zones.loadFailed')}</ErrorMessage> : null}
        {status === 'ready' && zones.length === 0 ? <EmptyState title={t('territory.zones.empty')} /> : null}
        {status === 'ready' && zones.length > 0 ? (
          <Stack as="ul" gap="md">
            {zones.map((zone) => (
              <li key={zone.id}>
                <ZoneTile zone={zone} onOpen={onOpenZone} onDelete={deletion.ask} tileUrl={tileUrl} />
              </li>
            ))}
          </Stack>
        ) : null}
      </Page>
      {navigation}
      <ConfirmDialog
        {...deletion.dialogProps}
        title={t('territory.zones.deleteTitle')}
        message={t('territory.zones.deleteMessage', { name: deletion.target?.name ?? '' })}
      />
    </>
  );
}
