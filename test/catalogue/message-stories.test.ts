import { describe, expect, it } from 'vitest';
import { messageStoriesIndex, staleIndexEntries } from './message-stories';

describe('messageStoriesIndex', () => {
  const catalogue = { 'notes.title': 'Notes', 'notes.byline': 'Par {user}' };
  const storybook = {
    'notes-list--default': { type: 'story', title: 'Notes/NoteList', name: 'Default' },
    'notes-list--empty': { type: 'story', title: 'Notes/NoteList', name: 'Empty' },
    'notes-list--docs': { type: 'docs', title: 'Notes/NoteList', name: 'Docs' },
  };

  it('links each key to its stories and names only the stories it links to', () => {
    const stories = [
      { storyId: 'notes-list--default', text: 'Notes\nPar Léa' },
      { storyId: 'notes-list--empty', text: 'Aucune note' },
    ];
    expect(messageStoriesIndex(catalogue, stories, storybook)).toEqual({
      stories: { 'notes-list--default': { title: 'Notes/NoteList', name: 'Default' } },
      messages: { 'notes.title': ['notes-list--default'], 'notes.byline': ['notes-list--default'] },
    });
  });

  it('refuses a record of a story Storybook does not have, rather than link to nothing', () => {
    const stories = [
      { storyId: 'Default', text: 'Notes' },
      { storyId: 'notes-list--docs', text: 'Notes' },
    ];
    expect(() => messageStoriesIndex(catalogue, stories, storybook)).toThrow(
      'recorded stories unknown to Storybook (run the storybook project again): Default, notes-list--docs',
    );
  });
});

describe('staleIndexEntries', () => {
  const catalogue = { 'notes.title': 'Notes', 'notes.saving': 'Enregistrement…' };
  const index = {
    stories: {
      'notes-list--default': { title: 'Notes/NoteList', name: 'Default' },
      'notes-list--saving': { title: 'Notes/NoteList', name: 'Saving' },
    },
    messages: { 'notes.title': ['notes-list--default'], 'notes.saving': ['notes-list--saving'] },
  };
  const shownDefault = { storyId: 'notes-list--default', text: 'Notes' };
  const shownSaving = { storyId: 'notes-list--saving', text: 'Notes\nEnregistrement…' };
  const run = [shownDefault, shownSaving];

  it('accepts an index matching the run', () => {
    expect(staleIndexEntries(index, catalogue, run)).toEqual([]);
  });

  it('tolerates a story catching a passing text in one run and not another', () => {
    const missedPending = [shownDefault, { storyId: 'notes-list--saving', text: 'Notes' }];
    expect(staleIndexEntries(index, catalogue, missedPending)).toEqual([]);
    const extraSighting = [{ storyId: 'notes-list--default', text: 'Notes\nEnregistrement…' }, shownSaving];
    expect(staleIndexEntries(index, catalogue, extraSighting)).toEqual([]);
  });

  it('names keys missing, keys gone, links to lost stories and links that no longer show the text', () => {
    const catalogueNow = { 'notes.title': 'Notes', 'notes.empty': 'Aucune note' };
    const runNow = [
      { storyId: 'notes-list--empty', text: 'Notes\nAucune note' },
      { storyId: 'notes-list--saving', text: '' },
    ];
    expect(staleIndexEntries(index, catalogueNow, runNow)).toEqual([
      'notes.saving: not in the catalogue any more',
      'notes.title: links to stories the run did not have: notes-list--default',
      'notes.title: none of its links showed it in the run (it did show in notes-list--empty)',
      'notes.empty: missing from the index',
    ]);
  });

  it('names a stories list out of step with the links', () => {
    const extraName = {
      ...index,
      stories: { ...index.stories, 'notes-list--old': { title: 'x', name: 'y' } },
    };
    expect(staleIndexEntries(extraName, catalogue, run)).toEqual([
      'stories: the names listed differ from the stories linked',
    ]);
  });
});
