import type { DoorOutcome } from '@prospect/contract';
import type { MessageKey } from './fr';
import { t } from './translate';
// The path goes through the folder's name so the catalogue check sees the areas this module loads.
import '../i18n/messages/doors';
import '../i18n/messages/territory';

// « Intéressé » and « Réfléchit » are the sector page's own contact buttons: one word for one answer.
const outcomeKeys = {
  not_visited: 'doors.outcome.notVisited',
  absent: 'doors.outcome.absent',
  not_interested: 'doors.outcome.notInterested',
  interested: 'territory.houseNote.interested',
  thinking: 'territory.houseNote.thinking',
  flyer_left: 'doors.outcome.flyerLeft',
} as const satisfies Record<DoorOutcome, MessageKey>;

/** A door's outcome in French, as the door screen and the changes panel write it. */
export const doorOutcomeLabel = (outcome: DoorOutcome): string => t(outcomeKeys[outcome]);
