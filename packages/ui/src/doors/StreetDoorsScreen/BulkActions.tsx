import type { Door } from '@prospect/contract';
import { useMemo } from 'react';
import { formatCount, t } from '../../i18n';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog';
import { useConfirmedAction } from '../../primitives/ConfirmDialog/use-confirmed-action';
import { flyerRound, sideAbsentTargets } from '../door-progress';
import type { StreetSide } from '../walking-order';
import { Actions, Muted } from './StreetDoorsScreen.styles';
import '../../i18n/messages/doors';

/** The outcomes a whole side or the whole street can get at once. */
export type BulkOutcome = 'absent' | 'flyer_left';

type BulkAction = { kind: 'absent'; side: StreetSide } | { kind: 'flyer' };

export interface BulkActionsProps {
  doors: readonly Door[];
  /** Sets `outcome` on each of `doors`; rejects with an Error whose message is in French. */
  onSetOutcomes: (doors: readonly Door[], outcome: BulkOutcome) => Promise<void>;
}

const sideLabel = (side: StreetSide) =>
  side === 'odd' ? t('doors.side.oddAbsent') : t('doors.side.evenAbsent');

const skippedText = (count: number) =>
  count === 1 ? t('doors.flyer.skipped.one') : t('doors.flyer.skipped.other', { count: formatCount(count) });

/**
 * « Tout le côté impair (pair) absent » and « Flyer déposé dans toute la rue », each confirmed with the
 * number of doors it changes. The doors are read again when confirmed, so a door answered meanwhile
 * keeps its answer.
 */
export function BulkActions({ doors, onSetOutcomes }: BulkActionsProps) {
  const confirmed = useConfirmedAction<BulkAction>(async (action) => {
    if (action.kind === 'absent') await onSetOutcomes(sideAbsentTargets(doors, action.side), 'absent');
    else await onSetOutcomes(flyerRound(doors).targets, 'flyer_left');
  }, t('doors.bulkFailed'));

  // Read once per change of the doors, not on every tap that re-renders the screen.
  const { odd, even, round } = useMemo(
    () => ({
      odd: sideAbsentTargets(doors, 'odd').length,
      even: sideAbsentTargets(doors, 'even').length,
      round: flyerRound(doors),
    }),
    [doors],
  );
  const action = confirmed.target;

  let dialog = null;
  if (action?.kind === 'absent') {
    const count = action.side === 'odd' ? odd : even;
    dialog = (
      <ConfirmDialog
        {...confirmed.dialogProps}
        tone="primary"
        title={sideLabel(action.side)}
        message={
          count === 1
            ? t('doors.side.message.one')
            : t('doors.side.message.other', { count: formatCount(count) })
        }
        confirmLabel={t('doors.side.confirm')}
      />
    );
  } else if (action?.kind === 'flyer') {
    const count = round.targets.length;
    const changed =
      count === 1
        ? t('doors.flyer.message.one')
        : t('doors.flyer.message.other', { count: formatCount(count) });
    dialog = (
      <ConfirmDialog
        {...confirmed.dialogProps}
        tone="primary"
        title={t('doors.flyer.action')}
        message={round.skippedStopPub > 0 ? `${changed} ${skippedText(round.skippedStopPub)}.` : changed}
        confirmLabel={t('doors.flyer.confirm')}
      />
    );
  }

  return (
    <>
      <Actions>
        <Button
          variant="secondary"
          size="small"
          disabled={odd === 0}
          onClick={() => confirmed.ask({ kind: 'absent', side: 'odd' })}
        >
          {sideLabel('odd')}
        </Button>
        <Button
          variant="secondary"
          size="small"
          disabled={even === 0}
          onClick={() => confirmed.ask({ kind: 'absent', side: 'even' })}
        >
          {sideLabel('even')}
        </Button>
        <Button
          variant="secondary"
          size="small"
          disabled={round.targets.length === 0}
          onClick={() => confirmed.ask({ kind: 'flyer' })}
        >
          {t('doors.flyer.action')}
        </Button>
      </Actions>
      {round.skippedStopPub > 0 ? <Muted>{skippedText(round.skippedStopPub)}</Muted> : null}
      {dialog}
    </>
  );
}
