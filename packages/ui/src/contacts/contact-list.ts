import { comparable, textOf } from './contact-details';
import type { ContactFilter, HouseNote } from './types';

/** A note as the list shows it: a stable key for React. */
export interface ContactEntry {
  key: string;
  note: HouseNote;
}

/**
 * The notes newest first (a server may send them in any order; those without a date last), each with
 * its key: its id, else its date and place in the list (a server may send no id).
 */
export function contactEntries(notes: readonly HouseNote[]): ContactEntry[] {
  const dated = notes.map((note, index) => ({ note, index, time: Date.parse(note.created_at) }));
  dated.sort((a, b) => {
    const aTime = Number.isNaN(a.time) ? Number.NEGATIVE_INFINITY : a.time;
    const bTime = Number.isNaN(b.time) ? Number.NEGATIVE_INFINITY : b.time;
    return bTime - aTime || a.index - b.index;
  });
  return dated.map(({ note, index }) => ({
    key: note.id == null ? `at:${note.created_at}:${index}` : `id:${String(note.id)}`,
    note,
  }));
}

// Folding accents is the costly part of a search (5,000 notes: about 25 ms at full speed), so each
// note's text is folded once, when first searched or ahead of time in slices (warmSearchTexts).
const searchTexts = new WeakMap<HouseNote, string>();

/** The note's text and street as the search compares them, case and accents aside. */
export function searchTextOf(note: HouseNote): string {
  let text = searchTexts.get(note);
  if (text === undefined) {
    text = comparable(`${textOf(note)} ${note.street_name ?? ''}`);
    searchTexts.set(note, text);
  }
  return text;
}

/**
 * Folds the search texts of `entries` from `from` on until `budgetMs` has passed; returns where it
 * stopped (entries.length once all are ready), so a caller can go on in a later task.
 */
export function warmSearchTexts(entries: readonly ContactEntry[], from: number, budgetMs: number): number {
  const until = performance.now() + budgetMs;
  let index = from;
  while (index < entries.length) {
    searchTextOf((entries[index] as ContactEntry).note);
    index += 1;
    if (index % 50 === 0 && performance.now() >= until) break;
  }
  return index;
}

/** The local calendar year a note was logged in; null without a readable date. */
export function yearOf(note: HouseNote): number | null {
  const time = Date.parse(note.created_at);
  return Number.isNaN(time) ? null : new Date(time).getFullYear();
}

/**
 * The entries `filter` keeps whose text (or street) holds every word of `query`, case and accents
 * aside, logged in `year` when one is given (the dashboard's figures count one year). A label that
 * counts for nothing shows under 'Tous' only.
 */
export function filterContacts(
  entries: readonly ContactEntry[],
  filter: ContactFilter,
  query: string,
  year: number | null = null,
): readonly ContactEntry[] {
  const words = comparable(query).split(' ').filter(Boolean);
  // Nothing to leave out: the list as it is, without a pass over thousands of notes.
  if (filter === 'all' && year === null && words.length === 0) return entries;
  return entries.filter(
    ({ note }) =>
      (filter === 'all' || note.label === filter) &&
      (year === null || yearOf(note) === year) &&
      (words.length === 0 || words.every((word) => searchTextOf(note).includes(word))),
  );
}
