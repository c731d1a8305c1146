import { addDays, isValid, parseISO, set } from 'date-fns';
import { t } from '../i18n';
import type { CalendarEvent, CallBackValues, ContactFavoriteValues, Favorite, HouseNote } from './types';
import '../i18n/messages/contacts';
import '../i18n/messages/territory';

// What the contacts screen derives from a house note: its words, its call-back and its favourite. No
// field links an event or a favourite to a note (spec §3), so they are matched on the text it holds.

/** A call-back's title names the contact by the start of its text. */
export const CALL_BACK_EXCERPT_LENGTH = 40;

/** The text the agent typed, trimmed; '' when there is none. */
export const textOf = (note: HouseNote): string => (note.others ?? '').trim();

/** The label's word ('Intéressé', 'Réfléchit'); null for a label that counts for nothing. */
export function labelText(label: HouseNote['label']): string | null {
  if (label === 'interested') return t('territory.houseNote.interested');
  if (label === 'thinking') return t('territory.houseNote.thinking');
  return null;
}

const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The first `length` characters of `text` on one line, with '…' when it goes on. */
export function excerptOf(text: string, length = CALL_BACK_EXCERPT_LENGTH): string {
  const line = squeezed(text);
  return line.length > length ? `${line.slice(0, length).trimEnd()}…` : line;
}

/** How the search and the matching compare text: case, accents and spacing aside. */
export const comparable = (text: string): string =>
  squeezed(text).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The contact's name in a title when it typed none. */
const fallbackName = (note: HouseNote) => labelText(note.label) ?? t('common.contact');

/** Tomorrow at 10:00, local time: the call-back's suggested moment. */
export const tomorrowMorning = (now: Date): Date =>
  set(addDays(now, 1), { hours: 10, minutes: 0, seconds: 0, milliseconds: 0 });

/** The call-back an agent plans from a contact: a Rendez-vous naming it, its text as description. */
export function callBackDraft(note: HouseNote, now: Date): CallBackValues {
  const text = textOf(note);
  return {
    title: t('contacts.callBack.title', { text: excerptOf(text) || fallbackName(note) }),
    type: 'rdv',
    description: text,
    location: note.street_name ?? '',
    date: tomorrowMorning(now).toISOString(),
  };
}

/** The favourite a contact becomes: a contact when interested, an estimation when thinking it over. */
export function favoriteDraft(note: HouseNote): ContactFavoriteValues {
  const text = textOf(note);
  return {
    title: excerptOf(text) || fallbackName(note),
    content: text || fallbackName(note),
    type: note.label === 'thinking' ? 'estimation' : 'contact',
    street: null,
  };
}

/**
 * An event's moment in ms. The engine's own parser first (date-fns' parseISO costs about 40 µs an event
 * on a slow phone, and a list matches hundreds), date-fns for the ISO forms it does not read.
 */
function timeOf(date: string): number {
  const time = Date.parse(date);
  if (!Number.isNaN(time)) return time;
  const parsed = parseISO(date);
  return isValid(parsed) ? parsed.getTime() : Number.NaN;
}

/**
 * Finds a contact's call-back among `events`: one whose description holds the contact's text, or
 * whose title holds its start (as `callBackDraft` names it). The next one to come, else the last one
 * past. A contact without text has none: an empty text would match every event.
 */
export function callBackFinder(events: readonly CalendarEvent[], now: Date) {
  const prepared = events
    .map((event) => ({ event, time: timeOf(event.date) }))
    .filter(({ time }) => !Number.isNaN(time))
    .map(({ event, time }) => ({
      event,
      time,
      title: comparable(event.title),
      description: comparable(event.description ?? ''),
    }))
    .sort((a, b) => a.time - b.time);
  const nowTime = now.getTime();
  // A list re-renders its cards often (a page more, a favourite saved): each note is matched once.
  const found = new WeakMap<HouseNote, CalendarEvent | null>();
  return (note: HouseNote): CalendarEvent | null => {
    const known = found.get(note);
    if (known !== undefined) return known;
    const text = comparable(textOf(note));
    const head = comparable(squeezed(textOf(note)).slice(0, CALL_BACK_EXCERPT_LENGTH));
    const matching = text
      ? prepared.filter((candidate) => candidate.description.includes(text) || candidate.title.includes(head))
      : [];
    const next = matching.find((candidate) => candidate.time >= nowTime) ?? matching.at(-1);
    const callBack = next?.event ?? null;
    found.set(note, callBack);
    return callBack;
  };
}

/** Tells whether a contact is already among the favourites (a contact or estimation holding its text). */
export function favoriteFinder(favorites: readonly Favorite[]) {
  const contents = new Set(
    favorites
      .filter((favorite) => favorite.type === 'contact' || favorite.type === 'estimation')
      .map((favorite) => comparable(favorite.content)),
  );
  return (note: HouseNote): boolean => {
    const text = comparable(textOf(note));
    return text !== '' && contents.has(text);
  };
}
