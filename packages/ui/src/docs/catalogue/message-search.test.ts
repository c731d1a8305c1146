import { describe, expect, it } from 'vitest';
import {
  catalogueEntries,
  filterEntries,
  groupByArea,
  type MessageStoriesIndex,
  messageParts,
  placeholdersOf,
  resultCount,
} from './message-search';

const catalogue = {
  'common.save': 'Enregistrer',
  'territory.street.done': 'Rue {name} terminée',
  'territory.sector.title': 'Îlot {number} : {count} rues, {count} faites',
  'admin.invite.sent': 'Invitation envoyée à {email}',
  'admin.role.label': '<b>Rôle</b> de l’agent',
};

const index: MessageStoriesIndex = {
  stories: {
    'admin-memberform--default': { title: 'Admin/MemberForm', name: 'Default' },
    'territory-streetlist--default': { title: 'Territory/StreetList', name: 'Default' },
    'territory-streetlist--all-done': { title: 'Territory/StreetList', name: 'All Done' },
    'admin-streetpicker--default': { title: 'Admin/StreetPicker', name: 'Default' },
  },
  messages: {
    'common.save': ['admin-memberform--default', 'territory-streetlist--default'],
    'territory.street.done': [
      'admin-streetpicker--default',
      'territory-streetlist--all-done',
      'territory-streetlist--default',
    ],
    'territory.sector.title': [],
    'admin.invite.sent': ['admin-memberform--default'],
    'admin.role.label': ['admin-memberform--default', 'gone--default'],
  },
};

const entries = catalogueEntries(catalogue, index);
const keysFound = (query: string) => filterEntries(entries, query).map((entry) => entry.key);

describe('messageParts', () => {
  it('cuts a text into plain runs and placeholders, keeping every character', () => {
    expect(messageParts('Îlot {number} : {count} rues')).toEqual([
      { text: 'Îlot ', placeholder: false },
      { text: '{number}', placeholder: true },
      { text: ' : ', placeholder: false },
      { text: '{count}', placeholder: true },
      { text: ' rues', placeholder: false },
    ]);
  });

  it('leaves markup as plain text, for the page to show as written', () => {
    expect(messageParts('<b>Rôle</b> {name}')).toEqual([
      { text: '<b>Rôle</b> ', placeholder: false },
      { text: '{name}', placeholder: true },
    ]);
  });
});

describe('placeholdersOf', () => {
  it('names each placeholder once, in the order it first appears', () => {
    expect(placeholdersOf('Îlot {number} : {count} rues, {count} faites')).toEqual(['number', 'count']);
    expect(placeholdersOf('Enregistrer')).toEqual([]);
  });
});

describe('catalogueEntries', () => {
  it("puts a key's own area's stories first, each component's Default first, and drops unknown ids", () => {
    const street = entries.find((entry) => entry.key === 'territory.street.done');
    expect(street?.stories.map((story) => story.id)).toEqual([
      'territory-streetlist--default',
      'territory-streetlist--all-done',
      'admin-streetpicker--default',
    ]);
    const role = entries.find((entry) => entry.key === 'admin.role.label');
    expect(role?.stories.map((story) => story.id)).toEqual(['admin-memberform--default']);
  });
});

describe('filterEntries', () => {
  it('keeps every entry for an empty or blank query', () => {
    expect(keysFound('')).toEqual(Object.keys(catalogue));
    expect(keysFound('   ')).toEqual(Object.keys(catalogue));
  });

  it('finds a text whatever its accents, capitals and apostrophes', () => {
    expect(keysFound('ILOT')).toEqual(['territory.sector.title']);
    expect(keysFound('envoyee')).toEqual(['admin.invite.sent']);
    expect(keysFound("de l'agent")).toEqual(['admin.role.label']);
  });

  it('finds a key by a part of it, and a placeholder by its name', () => {
    expect(keysFound('street.do')).toEqual(['territory.street.done']);
    expect(keysFound('{email}')).toEqual(['admin.invite.sent']);
  });

  it('finds the texts a story shows by its component or state name, not by its folder', () => {
    expect(keysFound('memberform')).toEqual(['common.save', 'admin.invite.sent', 'admin.role.label']);
    expect(keysFound('all done')).toEqual(['territory.street.done']);
    expect(keysFound('territory')).toEqual(['territory.street.done', 'territory.sector.title']);
  });

  it('asks for every word of the query, in any order', () => {
    expect(keysFound('terminée rue')).toEqual(['territory.street.done']);
    expect(keysFound('rue invitation')).toEqual([]);
  });
});

describe('groupByArea', () => {
  it('groups entries by the first segment of their key, areas in the order they first appear', () => {
    expect(groupByArea(entries).map(({ area, entries: grouped }) => [area, grouped.length])).toEqual([
      ['common', 1],
      ['territory', 2],
      ['admin', 2],
    ]);
  });
});

describe('resultCount', () => {
  it('says how many texts the search kept, out of how many', () => {
    expect(resultCount(397, 397)).toBe('397 textes');
    expect(resultCount(1, 397)).toBe('1 texte sur 397');
    expect(resultCount(12, 397)).toBe('12 textes sur 397');
    expect(resultCount(0, 397)).toBe('Aucun texte ne correspond à cette recherche');
  });
});
