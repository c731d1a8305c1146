import type { Door, DoorOutcome } from '@prospect/contract';
import { memo } from 'react';
import { formatDayMonth, t } from '../../i18n';
import { doorOutcomeLabel } from '../../i18n/door-outcome-label';
import { Badge, type BadgeTone } from '../../primitives/Badge';
import { AlertIcon } from '../../primitives/icons';
import { PendingBadge } from '../../primitives/PendingBadge';
import { readDoorDate } from '../door-progress';
import { DoorNumber, NotVisited, ReturnText, RowButton } from './StreetDoorsScreen.styles';
import '../../i18n/messages/doors';

// Each outcome's badge: the text says it, the tone (AA on its background) only helps the eye.
const outcomeTones = {
  absent: 'neutral',
  not_interested: 'red',
  interested: 'green',
  thinking: 'yellow',
  flyer_left: 'blue',
} as const satisfies Record<Exclude<DoorOutcome, 'not_visited'>, BadgeTone>;

export interface DoorRowProps {
  door: Door;
  /** Its change is kept on this device, not yet sent. */
  pending: boolean;
  /** The server refused its change, or keeps failing on it. */
  failed: boolean;
  /** Its sheet is open, or opening: the row is marked. */
  expanded: boolean;
  onOpen: (door: Door) => void;
}

/**
 * One door of the list. Memoised: a tap re-renders the screen, and only the rows whose door or marks
 * changed render again.
 */
export const DoorRow = memo(function DoorRow({ door, pending, failed, expanded, onOpen }: DoorRowProps) {
  const returnAt = readDoorDate(door.revisit_at);
  return (
    // The spaces between the parts (collapsed by the row's flex layout) keep its accessible name
    // readable: « 12 bis Absent STOP PUB », not « 12 bisAbsentSTOP PUB ».
    <RowButton type="button" aria-haspopup="dialog" aria-expanded={expanded} onClick={() => onOpen(door)}>
      <DoorNumber>{door.number}</DoorNumber>{' '}
      {door.outcome === 'not_visited' ? (
        <NotVisited>{doorOutcomeLabel(door.outcome)}</NotVisited>
      ) : (
        <Badge tone={outcomeTones[door.outcome]}>{doorOutcomeLabel(door.outcome)}</Badge>
      )}{' '}
      {door.stop_pub ? <Badge tone="purple">{t('doors.stopPub')}</Badge> : null}{' '}
      {pending && !failed ? <PendingBadge /> : null}
      {failed ? (
        <Badge tone="red" icon={<AlertIcon size={14} />}>
          {t('doors.failed')}
        </Badge>
      ) : null}{' '}
      {returnAt ? <ReturnText>{t('doors.returnOn', { date: formatDayMonth(returnAt) })}</ReturnText> : null}
    </RowButton>
  );
});
