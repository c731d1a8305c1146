import type { Door, DoorOutcome, DoorUpdatePayload } from '@prospect/contract';
import { t } from '../i18n';
import { houseNumberKey } from './walking-order';
import '../i18n/messages/doors';

/** The contract's limit on a door number. */
export const DOOR_NUMBER_MAX_LENGTH = 20;

/** A typed number as it is kept: trimmed, single spaces (the contract reads it the same way). */
export const tidyDoorNumber = (typed: string): string => typed.trim().replace(/\s+/g, ' ');

/** What is wrong with a typed number, in French; null when it can be added to `numbers`. */
export function doorNumberProblem(typed: string, numbers: readonly string[]): string | null {
  const number = tidyDoorNumber(typed);
  if (number === '') return t('doors.add.required');
  if (number.length > DOOR_NUMBER_MAX_LENGTH) return t('doors.add.tooLong');
  const key = houseNumberKey(number);
  if (numbers.some((known) => houseNumberKey(known) === key)) return t('doors.add.duplicate', { number });
  return null;
}

/** What a sheet's draft changes of `door`: only the fields that differ; empty when none does. */
export function doorChanges(
  door: Door,
  draft: { outcome: DoorOutcome; note: string; stopPub: boolean },
): DoorUpdatePayload {
  const changes: DoorUpdatePayload = {};
  if (draft.outcome !== door.outcome) changes.outcome = draft.outcome;
  if (draft.note !== door.note) changes.note = draft.note;
  if (draft.stopPub !== door.stop_pub) changes.stop_pub = draft.stopPub;
  return changes;
}
