import { useId, useState } from 'react';
import { t } from '../../i18n';
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
} from '../../primitives';
import type { DashboardZone, LoadStatus } from '../types';
import { ErrorRow, Heading, List, OpenButton, Row, Section } from './ZoneList.styles';

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
  const [pendingDelete, setPendingDelete] = useState<Z | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function confirmDelete() {
    if (!pendingDelete) return;
    setDeleteError(null);
    try {
      await onDeleteZone(pendingDelete);
    } catch (error) {
      setDeleteError(
        error instanceof Error && error.message ? error.message : t('dashboard.zones.deleteFailed'),
      );
      throw error;
    }
  }

  function closeDialog(open: boolean) {
    if (open) return;
    setPendingDelete(null);
    setDeleteError(null);
  }

  return (
    <Section aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <Heading id={headingId}>{t('dashboard.zones.title')}</Heading>
      {status === 'loading' ? <LoadingText /> : null}
      {status === 'error' ? (
        <ErrorRow>
          <ErrorMessage>{t('dashboard.zones.loadError')}</ErrorMessage>
          {onRetry ? (
            <Button variant="secondary" size="small" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          ) : null}
        </ErrorRow>
      ) : null}
      {status === 'ready' && zones.length === 0 ? (
        <Card>
          <EmptyState title={t('dashboard.zones.empty')} description={t('dashboard.zones.emptyHint')} />
        </Card>
      ) : null}
      {status === 'ready' && zones.length > 0 ? (
        <List>
          {zones.map((zone) => (
            <Card as="li" key={zone.id}>
              <Row>
                <OpenButton type="button" onClick={() => onOpenZone(zone)}>
                  <span>{zone.name}</span>
                  <ArrowRightIcon />
                </OpenButton>
                <IconButton
                  variant="danger"
                  label={t('dashboard.zones.delete', { name: zone.name })}
                  icon={<TrashIcon />}
                  onClick={() => setPendingDelete(zone)}
                />
              </Row>
              <ProgressBar value={zone.progress} label={t('dashboard.zones.progress', { name: zone.name })} />
            </Card>
          ))}
        </List>
      ) : null}
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={closeDialog}
        title={t('dashboard.zones.deleteTitle')}
        message={t('dashboard.zones.deleteMessage', { name: pendingDelete?.name ?? '' })}
        onConfirm={confirmDelete}
        error={deleteError}
      />
    </Section>
  );
}
