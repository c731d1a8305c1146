import { DOOR_OUTCOMES, type Door, type DoorOutcome } from '@prospect/contract';
import type { FormEvent } from 'react';
import { formatDayMonth, formatTime, t } from '../../i18n';
import { doorOutcomeLabel } from '../../i18n/door-outcome-label';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { ErrorMessage } from '../../primitives/ErrorMessage';
import { CheckIcon } from '../../primitives/icons';
import { Textarea } from '../../primitives/Textarea';
import { TextField } from '../../primitives/TextField';
import { returnVisitTitle } from '../door-follow-up';
import { readDoorDate } from '../door-progress';
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

export interface DoorOutcomeFieldsProps {
  /** The form's id, which the sheet's « Enregistrer » submits. */
  formId: string;
  door: Door;
  streetName: string;
  outcome: DoorOutcome;
  onChoose: (outcome: DoorOutcome) => void;
  stopPub: boolean;
  /** A flyer was chosen for a STOP PUB letterbox: the one-line reason shows. */
  stopPubRefused: boolean;
  onStopPubChange: (checked: boolean) => void;
  note: string;
  onNoteChange: (note: string) => void;
  saving: boolean;
  saveError: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  returnDate: string;
  onReturnDateChange: (value: string) => void;
  returnTime: string;
  onReturnTimeChange: (value: string) => void;
  /** The return the fields name, or null when they name no valid moment. */
  returnAt: Date | null;
  planning: boolean;
  returnError: string | null;
  returnPlanned: boolean;
  onPlanReturn: () => void;
}

/** What a door's sheet holds: its outcome, the STOP PUB flag, a comment and a planned return. */
export function DoorOutcomeFields({
  formId,
  door,
  streetName,
  outcome,
  onChoose,
  stopPub,
  stopPubRefused,
  onStopPubChange,
  note,
  onNoteChange,
  saving,
  saveError,
  onSubmit,
  returnDate,
  onReturnDateChange,
  returnTime,
  onReturnTimeChange,
  returnAt,
  planning,
  returnError,
  returnPlanned,
  onPlanReturn,
}: DoorOutcomeFieldsProps) {
  const planned = readDoorDate(door.revisit_at);
  return (
    <Form id={formId} onSubmit={onSubmit} noValidate aria-busy={saving || undefined}>
      {saveError ? <ErrorMessage>{saveError}</ErrorMessage> : null}
      <Group>
        <Legend>{t('doors.sheet.outcome')}</Legend>
        <Outcomes>
          {SHEET_ORDER.map((value) => (
            <OutcomeButton
              key={value}
              type="button"
              aria-pressed={outcome === value}
              onClick={() => onChoose(value)}
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
        onChange={(event) => onStopPubChange(event.target.checked)}
      />
      <Textarea
        label={t('doors.sheet.note')}
        value={note}
        rows={3}
        onChange={(event) => onNoteChange(event.target.value)}
      />
      <Group>
        <Legend>{t('doors.sheet.return')}</Legend>
        {planned ? <Planned>{t('doors.returnOn', { date: formatDayMonth(planned) })}</Planned> : null}
        <ReturnFields>
          <TextField
            label={t('doors.sheet.returnDate')}
            type="date"
            value={returnDate}
            onChange={(event) => onReturnDateChange(event.target.value)}
          />
          <TextField
            label={t('doors.sheet.returnTime')}
            type="time"
            value={returnTime}
            onChange={(event) => onReturnTimeChange(event.target.value)}
          />
        </ReturnFields>
        {returnError ? <ErrorMessage>{returnError}</ErrorMessage> : null}
        <Planned role="status">
          {returnPlanned
            ? t('doors.sheet.returnPlanned', { title: returnVisitTitle(door.number, streetName) })
            : null}
        </Planned>
        <div>
          <Button variant="secondary" busy={planning} busyLabel={t('common.saving')} onClick={onPlanReturn}>
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
  );
}
