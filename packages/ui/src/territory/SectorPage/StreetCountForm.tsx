import { type FormEvent, useState } from 'react';
import { t } from '../../i18n';
import { Button } from '../../primitives/Button';
import { PendingBadge } from '../../primitives/PendingBadge';
import { TextField } from '../../primitives/TextField';
import { useToast } from '../../primitives/Toast';
import { errorMessage } from '../labels';
import { CountForm, CountPending } from './SectorPage.styles';
import { parseStreetCount } from './streetCount';

export interface StreetCountFormProps {
  /** The sector's street count now. */
  count: number;
  /** PATCH …/update-streets/ with the new count. */
  onUpdate: (count: number) => Promise<void>;
  /** The count is a change kept on this device, not yet sent: marked 'Pas encore envoyé'. */
  pending?: boolean | undefined;
}

/** 'Mettre à jour' is disabled while the count is unchanged or an update runs ('Mise à jour...'). */
export function StreetCountForm({ count, onUpdate, pending = false }: StreetCountFormProps) {
  const toast = useToast();
  const [text, setText] = useState(String(count));
  const [busy, setBusy] = useState(false);
  const wanted = parseStreetCount(text);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || wanted === count) return;
    setBusy(true);
    try {
      await onUpdate(wanted);
    } catch (error) {
      toast.error(errorMessage(error, t('common.genericError')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <CountForm onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('territory.streets.count')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {/* Read right after the field (TextField sets its own aria-describedby, so it cannot point here). */}
      {pending ? (
        <CountPending>
          <PendingBadge />
        </CountPending>
      ) : null}
      <Button
        type="submit"
        disabled={wanted === count}
        busy={busy}
        busyLabel={t('territory.streets.updating')}
      >
        {t('territory.streets.update')}
      </Button>
    </CountForm>
  );
}
