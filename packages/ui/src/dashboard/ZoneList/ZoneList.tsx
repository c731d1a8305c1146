import { useId } from 'react';
import { t } from '../../i18n';
import { Cluster, Stack } from '../../layout';
import {
  ArrowRightIcon,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorMessage,
  IconButton,
  LoadingText,
  ProgressBar,
  TrashIcon,
  useConfirmedAction,
} from '../../primitives';
import type { DashboardZone, LoadStatus } from '../types';
import { Heading, OpenButton } from './ZoneList.styles';
import '../../i18n/messages/dashboard';
import '../../i18n/messages/territory';

export interface ZoneListProps<Z extends DashboardZone> {
  zones: readonly Z[];
  status: LoadStatus;
  /** Opens the zone: its detail view when it has sectors, the mode modal otherwise (the app decides). */
  onOpenZone: (zone: Z) => void;
  /** Deletes after confirmation; reject with an Error whose message is the French text to show. */
  onDeleteZone: (zone: Z) => Promise<void>;
  onRetry?: () => void;
}

/** The dashboard's list of zones: name, progress and a delete button asking for confirmation. */
export function ZoneList<Z extends DashboardZone>({
  zones,
  status,
  onOpenZone,
  onDeleteZone,
  onRetry,
}: ZoneListProps<Z>) {
  const headingId = useId();
  const deletion = useConfirmedAction(onDeleteZone, t('errors.zoneDelete.failed'));

  return (
    <Stack as="section" gap="md" aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <Heading id={headingId}>{t('territory.zones.title')}</Heading>
      {status === 'loading' ? <LoadingText /> : null}
      {status === 'error' ? (
        <Cluster gap="md">
          <ErrorMessage>{t('errors.zones.loadFailed')}</ErrorMessage>
          {onRetry ? (
            <Button variant="secondary" size="small" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          ) : null}
        </Cluster>
      ) : null}
      {status === 'ready' && zones.length === 0 ? (
        <Card>
          <EmptyState title={t('territory.zones.empty')} description={t('dashboard.zones.emptyHint')} />
        </Card>
      ) : null}
      {status === 'ready' && zones.length > 0 ? (
        <Stack as="ul" gap="sm">
          {zones.map((zone) => (
            <Card as="li" key={zone.id}>
              <Cluster wrap={false}>
                <OpenButton type="button" onClick={() => onOpenZone(zone)}>
                  <span>{zone.name}</span>
                  <ArrowRightIcon />
                </OpenButton>
                <IconButton
                  variant="danger"
                  label={t('territory.zones.delete', { name: zone.name })}
                  icon={<TrashIcon />}
                  onClick={() => deletion.ask(zone)}
                />
              </Cluster>
              <ProgressBar value={zone.progress} label={t('territory.zones.progress', { name: zone.name })} />
            </Card>
          ))}
        </Stack>
      ) : null}
      <ConfirmDialog
        {...deletion.dialogProps}
        title={t('territory.zones.deleteTitle')}
        message={t('territory.zones.deleteMessage', { name: deletion.target?.name ?? '' })}
      />
    </Stack>
  );
}
