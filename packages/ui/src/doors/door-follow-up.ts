import type { Door, EventPayload, HouseNoteLabel } from '@prospect/contract';
import { t } from '../i18n';
import '../i18n/messages/doors';

/** A door as an address reads: « 12 bis Rue des Lilas » (the number alone when the street is unknown). */
export function doorAddress(number: string, streetName: string): string {
  return streetName ? `${number} ${streetName}` : number;
}

/** The calendar title of a return to a door: « Revenir au 12 bis Rue des Lilas ». */
export function returnVisitTitle(number: string, streetName: string): string {
  return t('doors.returnEvent.title', { address: doorAddress(number, streetName) });
}

/**
 * The spec's calendar event for a return to a door (« Revenir le … »): a prospecting visit at the
 * door's address, its comment as the description.
 */
export function returnVisitEvent(
  door: Pick<Door, 'number' | 'note'>,
  streetName: string,
  at: Date,
): EventPayload {
  return {
    title: returnVisitTitle(door.number, streetName),
    description: door.note,
    type: 'prospection',
    date: at.toISOString(),
    location: doorAddress(door.number, streetName),
  };
}

/**
 * The spec's house note an interested or thinking door also sends, so the stats and « Mes contacts »
 * count it on every server: its label, and the door's address before the agent's comment in `others`.
 */
export function doorHouseNote(
  number: string,
  streetName: string,
  label: HouseNoteLabel,
  note: string,
): { label: HouseNoteLabel; others: string } {
  const address = doorAddress(number, streetName);
  const comment = note.trim();
  return { label, others: comment ? `${address} — ${comment}` : address };
}
