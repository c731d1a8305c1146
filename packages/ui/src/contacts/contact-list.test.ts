import { describe, expect, it } from 'vitest';
import { contactEntries, filterContacts, searchTextOf, warmSearchTexts } from './contact-list';
import type { HouseNote } from './types';

const note = (
  id: HouseNote['id'],
  label: HouseNote['label'],
  others: string,
  created_at: string,
): HouseNote => ({
  id,
  label,
  others,
  user: 'Camille Martin',
  created_at,
});

const notes = [
  note(1, 'interested', 'Mme Lefèvre, villa face à la mer', '2026-11-10T10:00:00Z'),
  note(null, 'thinking', 'Couple hésitant, rappeler après les fêtes', '2026-11-20T10:00:00Z'),
  { ...note('3', 'other', 'Absent', ''), street_name: 'Rue des Pins' },
  note(null, 'interested', 'M. Perrin, maison de ville', '2026-11-21T10:00:00Z'),
];

describe('the contacts list', () => {
  it('shows the newest first, undated ones last, each with a key even without an id', () => {
    const entries = contactEntries(notes);
    expect(entries.map((entry) => entry.note.others)).toEqual([
      'M. Perrin, maison de ville',
      'Couple hésitant, rappeler après les fêtes',
      'Mme Lefèvre, villa face à la mer',
      'Absent',
    ]);
    expect(entries.map((entry) => entry.key)).toEqual([
      'at:2026-11-21T10:00:00Z:3',
      'at:2026-11-20T10:00:00Z:1',
      'id:1',
      'id:3',
    ]);
  });

  it('filters by label; a label that counts for nothing shows under Tous only', () => {
    const entries = contactEntries(notes);
    expect(filterContacts(entries, 'interested', '').map((entry) => entry.note.id)).toEqual([null, 1]);
    expect(filterContacts(entries, 'thinking', '')).toHaveLength(1);
    expect(filterContacts(entries, 'all', '')).toHaveLength(4);
  });

  it('searches every word of the query in the text or the street, case and accents aside', () => {
    const entries = contactEntries(notes);
    expect(filterContacts(entries, 'all', '  LEFEVRE mer ').map((entry) => entry.note.id)).toEqual([1]);
    expect(filterContacts(entries, 'all', 'pins').map((entry) => entry.note.id)).toEqual(['3']);
    expect(filterContacts(entries, 'thinking', 'lefèvre')).toEqual([]);
    expect(filterContacts(entries, 'all', 'villa maison')).toEqual([]);
  });
});

describe('the year a list is scoped to', () => {
  it('keeps the notes logged that year, and none without a date', () => {
    const entries = contactEntries([
      ...notes,
      note(5, 'interested', 'Mme Rio', '2025-06-15T10:00:00Z'),
      note(6, 'interested', 'M. Le Bris', '2026-01-05T10:00:00Z'),
    ]);
    const in2026 = filterContacts(entries, 'interested', '', 2026).map((entry) => entry.note.id);
    expect(in2026).toEqual([null, 1, 6]);
    expect(filterContacts(entries, 'all', '', 2025).map((entry) => entry.note.id)).toEqual([5]);
    expect(filterContacts(entries, 'all', '', null)).toHaveLength(6);
  });
});

describe('the search texts folded ahead of time', () => {
  it('stops when its time is up and goes on from there, giving what a search would fold', () => {
    const many = contactEntries(
      Array.from({ length: 500 }, (_, index) => note(index, 'interested', `Mme Bérénice ${index}`, '')),
    );
    const stopped = warmSearchTexts(many, 0, 0);
    expect(stopped).toBe(50);
    expect(warmSearchTexts(many, stopped, 1_000)).toBe(500);
    expect(searchTextOf(many[0]?.note as HouseNote)).toBe('mme berenice 0');
  });
});
