import { useState } from 'react';
import { formatShortDate, t } from '../../i18n';
import { Cluster, Stack } from '../../layout';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { ErrorMessage } from '../../primitives/ErrorMessage';
import { CheckIcon } from '../../primitives/icons';
import { Modal } from '../../primitives/Modal';
import { ProgressBar } from '../../primitives/ProgressBar';
import { formatSize } from './format-size';
import { Detail, Facts, Panel, ReadyLine } from './OfflinePrepPanel.styles';
import '../../i18n/messages/offline';

/** Whose tile server the map uses: only the agency's own is fetched in bulk. */
export type OfflineTileSource = 'own' | 'openStreetMap' | 'other';

/** Where a zone's preparation for offline use stands. */
export type OfflinePrepState =
  | { phase: 'idle' }
  | { phase: 'estimating' }
  | { phase: 'estimateFailed' }
  | { phase: 'estimate'; bytes: number; freeBytes: number | null; tiles: OfflineTileSource }
  /** `freeBytes` when the estimate found too little room; null when a run filled the device. */
  | { phase: 'storageFull'; bytes: number; freeBytes: number | null }
  | { phase: 'running' | 'waitingForNetwork'; done: number; total: number; tiles: OfflineTileSource }
  | { phase: 'failed' }
  | { phase: 'done'; preparedAt: number; bytes: number; withTiles: boolean; updateAvailable: boolean };

export interface OfflinePrepPanelProps {
  zoneName: string;
  state: OfflinePrepState;
  /** « Préparer hors ligne », « Mettre à jour », « Réessayer »: reads the zone and states the size. */
  onPrepare: () => void;
  /** « Télécharger » in the estimate. */
  onStart: () => void;
  /** Closes the estimate, a storage-full message, or an estimate that failed. */
  onDismiss: () => void;
  /** Stops a preparation under way. */
  onCancel: () => void;
  /** « Retirer de l'appareil », once confirmed. */
  onRemove: () => void;
}

const TILE_NOTICE = {
  openStreetMap: 'offline.publicTiles',
  other: 'offline.foreignTiles',
} as const;

function EstimateDialog({
  state,
  onStart,
  onDismiss,
}: Pick<OfflinePrepPanelProps, 'onStart' | 'onDismiss'> & {
  state: Extract<OfflinePrepState, { phase: 'estimate' }>;
}) {
  const withMap = state.tiles === 'own';
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      title={t('offline.estimateTitle')}
      footer={
        <Cluster justify="end" gap="sm">
          <Button variant="secondary" onClick={onDismiss}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onStart}>{t('offline.start')}</Button>
        </Cluster>
      }
    >
      <Stack gap="md">
        <p>{t(withMap ? 'offline.contents' : 'offline.contentsWithoutMap')}</p>
        <Facts>
          <li>{t('offline.size', { size: formatSize(state.bytes) })}</li>
          <li>
            {state.freeBytes === null
              ? t('offline.freeSpaceUnknown')
              : t('offline.freeSpace', { size: formatSize(state.freeBytes) })}
          </li>
        </Facts>
        {state.tiles === 'own' ? null : <Banner tone="warning">{t(TILE_NOTICE[state.tiles])}</Banner>}
      </Stack>
    </Modal>
  );
}

function Ready({
  zoneName,
  state,
  onPrepare,
  onRemove,
}: Pick<OfflinePrepPanelProps, 'zoneName' | 'onPrepare' | 'onRemove'> & {
  state: Extract<OfflinePrepState, { phase: 'done' }>;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <ReadyLine>
        <CheckIcon aria-hidden="true" />
        {t('offline.ready', { date: formatShortDate(new Date(state.preparedAt)) })}
      </ReadyLine>
      <Detail>{t('offline.readySize', { size: formatSize(state.bytes) })}</Detail>
      {state.withTiles ? null : <Detail>{t('offline.readyWithoutMap')}</Detail>}
      {state.updateAvailable ? <Banner tone="info">{t('offline.changed')}</Banner> : null}
      <Cluster gap="sm">
        <Button variant={state.updateAvailable ? 'primary' : 'secondary'} onClick={onPrepare}>
          {t('common.update')}
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          {t('offline.remove')}
        </Button>
      </Cluster>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('offline.removeTitle')}
        message={t('offline.removeMessage', { name: zoneName })}
        confirmLabel={t('offline.remove')}
        onConfirm={onRemove}
      />
    </>
  );
}

/**
 * A zone's preparation for offline use: the action, its estimate (size and free space, in a dialog),
 * its progress, and the badge of a prepared zone with its update and removal.
 */
export function OfflinePrepPanel(props: OfflinePrepPanelProps) {
  const { state, onPrepare, onCancel, onDismiss } = props;
  const prepareButton = (
    <Button
      variant="secondary"
      fullWidth
      onClick={onPrepare}
      busy={state.phase === 'estimating'}
      busyLabel={t('offline.estimating')}
    >
      {t('offline.prepare')}
    </Button>
  );

  switch (state.phase) {
    case 'idle':
    case 'estimating':
      return prepareButton;
    case 'estimate':
      return (
        <>
          {prepareButton}
          <EstimateDialog state={state} onStart={props.onStart} onDismiss={onDismiss} />
        </>
      );
    case 'running':
    case 'waitingForNetwork': {
      const percent = state.total > 0 ? (100 * state.done) / state.total : 0;
      return (
        <Panel aria-label={t('offline.progress')} data-phase={state.phase}>
          <ProgressBar value={percent} label={t('offline.progress')} showLabel />
          <Detail>{t('offline.count', { done: state.done, total: state.total })}</Detail>
          {state.phase === 'waitingForNetwork' ? (
            <Banner tone="warning">{t('offline.waiting')}</Banner>
          ) : null}
          <Button variant="secondary" onClick={onCancel}>
            {t('offline.cancel')}
          </Button>
        </Panel>
      );
    }
    case 'done':
      return (
        <Panel aria-label={t('offline.progress')} data-phase="done">
          <Ready zoneName={props.zoneName} state={state} onPrepare={onPrepare} onRemove={props.onRemove} />
        </Panel>
      );
    case 'storageFull':
      return (
        <Stack gap="sm">
          <Banner
            tone="danger"
            action={
              <Button variant="secondary" size="small" onClick={onDismiss}>
                {t('common.close')}
              </Button>
            }
          >
            {state.freeBytes === null
              ? t('offline.fullStopped')
              : t('offline.full', {
                  size: formatSize(state.bytes),
                  free: formatSize(state.freeBytes),
                })}
          </Banner>
        </Stack>
      );
    case 'failed':
    case 'estimateFailed':
      return (
        <Stack gap="sm">
          <ErrorMessage>
            {t(state.phase === 'failed' ? 'offline.failed' : 'offline.unreachable')}
          </ErrorMessage>
          <Cluster gap="sm">
            <Button variant="secondary" onClick={onPrepare}>
              {t('common.retry')}
            </Button>
            {/* A prepared zone whose update could not start goes back to its badge. */}
            {state.phase === 'estimateFailed' ? (
              <Button variant="ghost" onClick={onDismiss}>
                {t('common.close')}
              </Button>
            ) : null}
          </Cluster>
        </Stack>
      );
  }
}
