import { DOOR_OUTCOMES, type Door, type DoorOutcome, type DoorUpdatePayload } from '@prospect/contract';
import { type FormEvent, useId, useState } from 'react';
import { rejectionMessage } from '../../errors/rejection-message';
import { formatDayMonth, formatTime, t } from '../../i18n';
import { doorOutcomeLabel } from '../../i18n/door-outcome-label';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { ErrorMessage } from '../../primitives/ErrorMessage';
import { CheckIcon } from '../../primitives/icons';
import { Modal } from '../../primitives/Modal';
import { Textarea } from '../../primitives/Textarea';
import { TextField } from '../../primitives/TextField';
import { doorChanges } from '../door-edits';
import { returnVisitTitle } from '../door-follow-up';
import { readDoorDate } from '../door-progress';
import { dateInputValue, fromInputValues, timeInputValue, tomorrowEvening } from '../return-time';
import {
  Form,
  Group,
  Legend,
  OutcomeButton,
  Outcomes,
  Planned,
  ReturnFields,
} from './DoorOutcomeSheet.styles';
import '../../i18n/messages/doors';

// The outcomes in the order a visit goes: nobody, an answer, a flyer; « Pas encore visité » undoes.
const SHEET_ORDER: readonly DoorOutcome[] = [
  'absent',
  'not_interested',
  'interested',
  'thinking',
  'flyer_left',
  'not_visited',
];
if (SHEET_ORDER.length !== DOOR_OUTCOMES.length) throw new Error('every door outcome needs a button');

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
  const planned = readDoorDate(door.revisit_at);

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
      <Form id={formId} onSubmit={save} noValidate aria-busy={saving || undefined}>
        {saveError ? <ErrorMessage>{saveError}</ErrorMessage> : null}
        <Group>
          <Legend>{t('doors.sheet.outcome')}</Legend>
          <Outcomes>
            {SHEET_ORDER.map((value) => (
              <OutcomeButton
                key={value}
                type="button"
                aria-pressed={outcome === value}
                onClick={() => choose(value)}
              >
                {outcome === value ? <CheckIcon size={16} /> : null}
                {doorOutcomeLabel(value)}
              </OutcomeButton>
            ))}
          </Outcomes>
          {stopPubRefused ? <ErrorMessage>{t('doors.sheet.stopPubRefused')}</ErrorMessage> : null}
        </Group>
        <Checkbox
          label={t('doors.sheet.stopPub')}
          checked={stopPub}
          onChange={(event) => {
            setStopPub(event.target.checked);
            if (!event.target.checked) setStopPubRefused(false);
          }}
        />
        <Textarea
          label={t('doors.sheet.note')}
          value={note}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
        />
        <Group>
          <Legend>{t('doors.sheet.return')}</Legend>
          {planned ? <Planned>{t('doors.returnOn', { date: formatDayMonth(planned) })}</Planned> : null}
          <ReturnFields>
            <TextField
              label={t('doors.sheet.returnDate')}
              type="date"
              value={returnDate}
              onChange={(event) => setReturnDate(event.target.value)}
            />
            <TextField
              label={t('doors.sheet.returnTime')}
              type="time"
              value={returnTime}
              onChange={(event) => setReturnTime(event.target.value)}
            />
          </ReturnFields>
          {returnError ? <ErrorMessage>{returnError}</ErrorMessage> : null}
          <Planned role="status">
            {returnPlanned
              ? t('doors.sheet.returnPlanned', { title: returnVisitTitle(door.number, streetName) })
              : null}
          </Planned>
          <div>
            <Button variant="secondary" busy={planning} busyLabel={t('common.saving')} onClick={planReturn}>
              {returnAt
                ? t('doors.sheet.returnAction', {
                    date: formatDayMonth(returnAt),
                    time: formatTime(returnAt),
                  })
                : t('doors.sheet.return')}
            </Button>
          </div>
        </Group>
      </Form>
    </Modal>
  );
}
