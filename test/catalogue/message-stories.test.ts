import { describe, expect, it } from 'vitest';
import { messageStoriesIndex } from './message-stories';

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
