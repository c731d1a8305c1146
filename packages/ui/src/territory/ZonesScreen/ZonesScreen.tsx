import { memo, type ReactNode, useCallback, useLayoutEffect, useRef } from 'react';
import { t } from '../../i18n';
import { Stack } from '../../layout';
import { ConfirmDialog, useConfirmedAction } from '../../primitives/ConfirmDialog';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorMessage } from '../../primitives/ErrorMessage';
import { LoadingText } from '../../primitives/LoadingText';
import type { LoadStatus, Zone } from '../types';
import { ZoneTile } from '../ZoneTile';
import { useLiveMaps } from './use-live-maps';
import { Page, TileItem, Title } from './ZonesScreen.styles';
import '../../i18n/messages/territory';

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
  /** The zones prepared for offline use, marked on their tiles. */
  offlineZoneIds?: ReadonlySet<number> | undefined;
}

/**
 * /zones: the user's zones as a column of 130 px map tiles. An admin sees the whole agency, so only the
 * tiles near the view hold a live map (useLiveMaps: one screen height around it, 16 maps at most); the
 * others show a still preview until scrolled near, and drop their map again once far.
 */
export function ZonesScreen({
  zones,
  status,
  error,
  onOpenZone,
  onDeleteZone,
  navigation,
  tileUrl,
  offlineZoneIds,
}: ZonesScreenProps) {
  const deletion = useConfirmedAction(onDeleteZone, t('errors.zoneDelete.failed'));
  const maps = useLiveMaps<number>();
  // Steady callbacks: a map starting or leaving re-renders only its own tile, not the 200.
  const open = useSteadyCallback(onOpenZone);
  const askToDelete = useSteadyCallback(deletion.ask);

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
              <TileItem key={zone.id} ref={maps.track(zone.id)}>
                <SteadyZoneTile
                  zone={zone}
                  onOpen={open}
                  onDelete={askToDelete}
                  tileUrl={tileUrl}
                  live={maps.live.has(zone.id)}
                  offlineReady={offlineZoneIds?.has(zone.id) ?? false}
                />
              </TileItem>
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

const SteadyZoneTile = memo(ZoneTile);

/** A callback of constant identity that calls the latest `callback`. */
function useSteadyCallback<Arg>(callback: (arg: Arg) => void): (arg: Arg) => void {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((arg: Arg) => latest.current(arg), []);
}
