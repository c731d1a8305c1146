import { type FormEvent, useState } from 'react';
import { rejectionMessage } from '../../errors';
import { t } from '../../i18n';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { PendingBadge } from '../../primitives/PendingBadge';
import { TextField } from '../../primitives/TextField';
import { useToast } from '../../primitives/Toast';
import type { Street } from '../types';
import { CountForm, CountPending } from './SectorPage.styles';
import { parseStreetCount, streetsRemovedBy } from './street-count';
import '../../i18n/messages/territory';

export interface StreetCountFormProps {
  /** The sector's streets now; their number is the current count. */
  streets: readonly Street[];
  /** The count when it is a change kept on this device, not yet sent ('Pas encore envoyé'). */
  pendingCount?: number | null | undefined;
  /** PATCH …/update-streets/ with the new count. */
  onUpdate: (count: number) => Promise<void>;
}

/**
 * 'Mettre à jour' is disabled while the count is unchanged or an update runs ('Mise à jour...'). A
 * negative count is refused; a lower count first names the streets it would delete, ticked ones apart.
 */
export function StreetCountForm({ streets, pendingCount = null, onUpdate }: StreetCountFormProps) {
  const toast = useToast();
  const count = pendingCount ?? streets.length;
  const [text, setText] = useState(String(count));
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const wanted = parseStreetCount(text);
  const removed = typeof wanted === 'number' ? streetsRemovedBy(streets, wanted) : [];
  const removedDone = removed.filter((street) => street.status === 'done');

  async function update(next: number) {
    setBusy(true);
    try {
      await onUpdate(next);
    } catch (error) {
      toast.error(rejectionMessage(error, t('common.genericError')));
    } finally {
      setBusy(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || wanted === 'negative' || wanted === count) return;
    if (removed.length > 0) setConfirming(true);
    else void update(wanted);
  }

  const names = (list: readonly Street[]) => list.map((street) => street.name).join(', ');
  const message = [
    t('territory.streets.removeMessage', { names: names(removed) }),
    removedDone.length > 0 ? t('territory.streets.removeDoneMessage', { names: names(removedDone) }) : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <CountForm onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('territory.streets.count')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={text}
        error={wanted === 'negative' ? t('territory.streets.negative') : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {/* Read right after the field (TextField sets its own aria-describedby, so it cannot point here). */}
      {pendingCount != null ? (
        <CountPending>
          <PendingBadge />
        </CountPending>
      ) : null}
      <Button
        type="submit"
        variant="secondary"
        disabled={wanted === count || wanted === 'negative'}
        busy={busy}
        busyLabel={t('common.updating')}
      >
        {t('common.update')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('territory.streets.removeTitle')}
        message={message}
        confirmLabel={t('territory.streets.removeConfirm')}
        onConfirm={() => {
          if (typeof wanted === 'number') void update(wanted);
        }}
      />
    </CountForm>
  );
}
