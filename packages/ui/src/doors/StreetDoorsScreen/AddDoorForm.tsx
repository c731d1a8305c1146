import { useState } from 'react';
import { t } from '../../i18n';
import { FormModal } from '../../primitives/FormModal';
import { TextField } from '../../primitives/TextField';
import { doorNumberProblem, tidyDoorNumber } from '../door-edits';
import '../../i18n/messages/doors';

export interface AddDoorFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The street's numbers, so one already listed is refused before anything is sent. */
  numbers: readonly string[];
  /** Adds the door; rejects with an Error whose message is in French, and the form keeps the number. */
  onAdd: (number: string) => Promise<void>;
}

/** « Ajouter un numéro »: a door the street's list lacks, as the agent reads it on the wall. */
export function AddDoorForm({ open, onOpenChange, numbers, onAdd }: AddDoorFormProps) {
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit() {
    const problem = doorNumberProblem(number, numbers);
    setError(problem);
    if (problem) return false;
    return onAdd(tidyDoorNumber(number)).then(() => setNumber(''));
  }

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t('doors.add.action')}
      submitLabel={t('common.add')}
      onSubmit={submit}
    >
      <TextField
        label={t('doors.add.number')}
        hint={t('doors.add.hint')}
        error={error ?? undefined}
        value={number}
        autoComplete="off"
        onChange={(event) => {
          setNumber(event.target.value);
          if (error) setError(null);
        }}
      />
    </FormModal>
  );
}
