import type { Door, DoorOutcome, DoorUpdatePayload } from '@prospect/contract';
import { type FormEvent, useId, useState } from 'react';
import { rejectionMessage } from '../../errors/rejection-message';
import { t } from '../../i18n';
import { Button } from '../../primitives/Button';
import { Modal } from '../../primitives/Modal';
import { doorChanges } from '../door-edits';
import { dateInputValue, fromInputValues, timeInputValue, tomorrowEvening } from '../return-time';
import { DoorOutcomeFields } from './DoorOutcomeFields';
import '../../i18n/messages/doors';

export interface DoorOutcomeSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  door: Door;
  /**
   * Saves what changed (only the changed fields). Rejects with an Error whose message is in French:
   * the sheet stays open with what was chosen and typed.
   */
  onSave: (door: Door, changes: DoorUpdatePayload) => Promise<void>;
  /** « Revenir le … »: plans a return at `at`; same contract. */
  onPlanReturn: (door: Door, at: Date) => Promise<void>;
  /** The door's street, for the planned return's calendar title. */
  streetName?: string | undefined;
  /** The moment « tomorrow » counts from; now by default. */
  now?: Date | undefined;
}

/**
 * A door's sheet: its outcome (one tap each), a comment, the STOP PUB flag and a planned return. A
 * flyer is refused for a STOP PUB letterbox, with the reason on one line.
 */
export function DoorOutcomeSheet({
  open,
  onOpenChange,
  door,
  onSave,
  onPlanReturn,
  streetName = '',
  now,
}: DoorOutcomeSheetProps) {
  const formId = useId();
  const [outcome, setOutcome] = useState<DoorOutcome>(door.outcome);
  const [note, setNote] = useState(door.note);
  const [stopPub, setStopPub] = useState(door.stop_pub);
  const [stopPubRefused, setStopPubRefused] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [defaultReturn] = useState(() => tomorrowEvening(now ?? new Date()));
  const [returnDate, setReturnDate] = useState(() => dateInputValue(defaultReturn));
  const [returnTime, setReturnTime] = useState(() => timeInputValue(defaultReturn));
  const [planning, setPlanning] = useState(false);
  const [returnError, setReturnError] = useState<string | null>(null);
  const [returnPlanned, setReturnPlanned] = useState(false);
  const returnAt = fromInputValues(returnDate, returnTime);

  function choose(next: DoorOutcome) {
    const refused = next === 'flyer_left' && stopPub;
    setStopPubRefused(refused);
    if (!refused) setOutcome(next);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (outcome === 'flyer_left' && stopPub) {
      setStopPubRefused(true);
      return;
    }
    const changes = doorChanges(door, { outcome, note, stopPub });
    if (Object.keys(changes).length === 0) {
      onOpenChange(false);
      return;
    }
    setSaveError(null);
    setSaving(true);
    try {
      await onSave(door, changes);
      setSaving(false);
      onOpenChange(false);
    } catch (error) {
      setSaving(false);
      setSaveError(rejectionMessage(error, t('doors.sheet.saveFailed')));
    }
  }

  async function planReturn() {
    if (planning) return;
    if (!returnAt) {
      setReturnError(t('doors.sheet.returnInvalid'));
      return;
    }
    setReturnError(null);
    setReturnPlanned(false);
    setPlanning(true);
    try {
      await onPlanReturn(door, returnAt);
      setReturnPlanned(true);
    } catch (error) {
      setReturnError(rejectionMessage(error, t('doors.sheet.returnFailed')));
    } finally {
      setPlanning(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (saving ? undefined : onOpenChange(next))}
      title={t('doors.sheet.title', { number: door.number })}
      footer={
        <>
          <Button variant="secondary" disabled={saving} onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={saving} busyLabel={t('common.saving')}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <DoorOutcomeFields
        formId={formId}
        door={door}
        streetName={streetName}
        outcome={outcome}
        onChoose={choose}
        stopPub={stopPub}
        stopPubRefused={stopPubRefused}
        onStopPubChange={(checked) => {
          setStopPub(checked);
          if (!checked) setStopPubRefused(false);
        }}
        note={note}
        onNoteChange={setNote}
        saving={saving}
        saveError={saveError}
        onSubmit={save}
        returnDate={returnDate}
        onReturnDateChange={setReturnDate}
        returnTime={returnTime}
        onReturnTimeChange={setReturnTime}
        returnAt={returnAt}
        planning={planning}
        returnError={returnError}
        returnPlanned={returnPlanned}
        onPlanReturn={planReturn}
      />
    </Modal>
  );
}
