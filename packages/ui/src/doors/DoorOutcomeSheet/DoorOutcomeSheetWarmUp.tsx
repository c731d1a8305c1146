import type { Door } from '@prospect/contract';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { OverlayStyleSheet } from '../../primitives/OverlayStyleSheet';
import { dateInputValue, timeInputValue, tomorrowEvening } from '../return-time';
import { DoorOutcomeFields } from './DoorOutcomeFields';

const ignore = () => {};

// Laid out but never seen, reached or read: the browser sets up what a shown sheet needs (the date and
// time fields' own icons load only for a field that is rendered, not for one under display: none).
const Unseen = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  left: 0;
  height: 0;
  overflow: hidden;
  visibility: hidden;
  pointer-events: none;
`;

/**
 * A door's sheet fields, rendered unseen (never shown, focused or in the accessibility tree) while the
 * browser is idle after a street's doors show. The first tap on a door then finds their styles made
 * and inserted, the browser's date and time fields set up and their code run once: that work left
 * the tap (bench/doors.ts, the first opening).
 */
export function DoorOutcomeSheetWarmUp({ door, now }: { door: Door; now?: Date | undefined }) {
  const formId = useId();
  const [returnAt] = useState(() => tomorrowEvening(now ?? new Date()));
  return (
    <Unseen inert>
      <OverlayStyleSheet>
        <DoorOutcomeFields
          formId={formId}
          door={door}
          streetName=""
          outcome={door.outcome}
          onChoose={ignore}
          stopPub={door.stop_pub}
          stopPubRefused={false}
          onStopPubChange={ignore}
          note={door.note}
          onNoteChange={ignore}
          saving={false}
          saveError={null}
          onSubmit={ignore}
          returnDate={dateInputValue(returnAt)}
          onReturnDateChange={ignore}
          returnTime={timeInputValue(returnAt)}
          onReturnTimeChange={ignore}
          returnAt={returnAt}
          planning={false}
          returnError={null}
          returnPlanned={false}
          onPlanReturn={ignore}
        />
      </OverlayStyleSheet>
    </Unseen>
  );
}
