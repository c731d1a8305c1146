import { comparable, textOf } from './contactDetails';
import type { ContactFilter, HouseNote } from './types';

/** A note as the list shows it: a stable key for React, and its text as the search compares it. */
export interface ContactEntry {
  key: string;
  note: HouseNote;
  searchText: string;
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
    searchText: comparable([textOf(note), note.street_name ?? ''].join(' ')),
  }));
}

/**
 * The entries `filter` keeps whose text (or street) holds every word of `query`, case and accents
 * aside. A label that counts for nothing shows under 'Tous' only.
 */
export function filterContacts(
  entries: readonly ContactEntry[],
  filter: ContactFilter,
  query: string,
): ContactEntry[] {
  const words = comparable(query).split(' ').filter(Boolean);
  return entries.filter(
    ({ note, searchText }) =>
      (filter === 'all' || note.label === filter) && words.every((word) => searchText.includes(word)),
  );
}
