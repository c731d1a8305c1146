import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  areaImportProblems,
  builtKeyCalls,
  duplicateTexts,
  isInterfaceSource,
  keysNotShown,
  parseStoryTexts,
  readInterfaceSources,
  storiesShowingKeys,
  unusedKeys,
} from './keys';

// A tiny catalogue with one of each defect the catalogue test must catch.
const fake = {
  'common.delete': 'Supprimer',
  'notes.delete': 'Supprimer',
  'notes.quote': 'Note d’{user}',
  'notes.quoteAgain': "Note d'{user}",
  'notes.title': 'Notes',
  'notes.dead': 'Plus jamais affiché',
  'notes.storyOnly': 'Seulement dans une histoire',
  'notes.byline': 'Par {user}, le {date}',
};

describe('duplicateTexts', () => {
  it('groups the keys that hold one text, apostrophes and spaces normalised', () => {
    expect(duplicateTexts(fake)).toEqual([
      ['common.delete', 'notes.delete'],
      ['notes.quote', 'notes.quoteAgain'],
    ]);
  });

  it('finds none when each text has one key', () => {
    expect(duplicateTexts({ a: 'Un', b: 'Deux' })).toEqual([]);
  });
});

describe('unusedKeys', () => {
  const sources = [
    { path: 'ui/Notes.tsx', text: 't(\'common.delete\'); t("notes.title"); const k = `notes.byline`;' },
    {
      path: 'ui/labels.ts',
      text: "const keys = { a: 'notes.delete', b: 'notes.quote', c: 'notes.quoteAgain' };",
    },
  ];

  it('names the keys no source writes as a literal', () => {
    expect(unusedKeys(Object.keys(fake), sources)).toEqual(['notes.dead', 'notes.storyOnly']);
  });

  it('does not take a longer key or a key built at run time for a use', () => {
    const partial = [{ path: 'ui/x.ts', text: "t('notes.titleLong'); t('notes.' + name); // notes.title" }];
    expect(unusedKeys(['notes.title'], partial)).toEqual(['notes.title']);
  });
});

describe('builtKeyCalls', () => {
  it('points at each key built from a template literal, which the literal scan cannot see', () => {
    // Source text holding template literals, written as plain strings on purpose.
    const sources = [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a fake source file's text
      { path: 'ui/Status.tsx', text: "t('notes.title');\nconst label = t(`notes.status.${status}`);" },
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a fake source file's text
      { path: 'ui/Plain.tsx', text: 'const text = `${count} notes`; format(`x`);' },
    ];
    expect(builtKeyCalls(sources)).toEqual(['ui/Status.tsx:2']);
  });
});

describe('isInterfaceSource', () => {
  it.each([
    'packages/ui/src/notes/Notes.tsx',
    'packages/ui/src/notes/labels.ts',
    'apps/prospect/src/routes/notes.tsx',
  ])('reads %s', (file) => expect(isInterfaceSource(file)).toBe(true));

  it.each([
    'packages/ui/src/notes/Notes.stories.tsx',
    'packages/ui/src/notes/Notes.test.tsx',
    'packages/ui/src/notes/labels.test.ts',
    'packages/ui/src/notes/story-data.ts',
    'packages/ui/src/map/testing/story-helpers.ts',
    'packages/ui/src/i18n/fr.ts',
    'packages/ui/src/i18n/messages/notes.ts',
    'apps/prospect/src/vite-env.d.ts',
    'packages/ui/src/notes/Notes.styles.css',
  ])('skips %s', (file) => expect(isInterfaceSource(file)).toBe(false));
});

describe('readInterfaceSources', () => {
  const base = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('reads the interface files under each root, not the stories, nor folders named like files', () => {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
      writeFileSync(path.join(base, file), text);
    };
    write('ui/notes/Notes.tsx', "t('notes.title')");
    write('ui/notes/Notes.stories.tsx', "t('notes.storyOnly')");
    write('ui/i18n/messages/notes.ts', "'notes.dead': 'Plus jamais affiché'");
    mkdirSync(path.join(base, 'ui/notes/__screenshots__/Notes.stories.tsx'), { recursive: true });
    const sources = readInterfaceSources(base, ['ui']);
    expect(sources.map((source) => source.path.split(path.sep).join('/'))).toEqual(['ui/notes/Notes.tsx']);
    expect(unusedKeys(['notes.title', 'notes.storyOnly', 'notes.dead'], sources)).toEqual([
      'notes.storyOnly',
      'notes.dead',
    ]);
  });
});

describe('storiesShowingKeys', () => {
  const stories = [
    { storyId: 'notes-list--default', text: 'Notes\nSupprimer\nPar Léa, le 22/11/2026' },
    { storyId: 'notes-quote--default', text: 'Note d’Ana\nSupprimer' },
    { storyId: 'notes-list--empty', text: 'Notes' },
  ];

  it('lists, key by key, the stories whose text shows it, a placeholder matching any filled-in text', () => {
    expect(storiesShowingKeys(fake, stories)).toEqual({
      'common.delete': ['notes-list--default', 'notes-quote--default'],
      'notes.delete': ['notes-list--default', 'notes-quote--default'],
      'notes.quote': ['notes-quote--default'],
      'notes.quoteAgain': ['notes-quote--default'],
      'notes.title': ['notes-list--default', 'notes-list--empty'],
      'notes.dead': [],
      'notes.storyOnly': [],
      'notes.byline': ['notes-list--default'],
    });
  });

  it('matches whole words at the ends, so a short text is not found inside a longer word', () => {
    const weekday = { 'calendar.tuesday': 'Mar', 'calendar.more': '{count} de plus' };
    const shown = [
      { storyId: 'people--default', text: 'Marie Martin' },
      { storyId: 'week--default', text: 'Lun Mar Mer\n3 de plus' },
    ];
    expect(storiesShowingKeys(weekday, shown)).toEqual({
      'calendar.tuesday': ['week--default'],
      'calendar.more': ['week--default'],
    });
  });

  it('fills a placeholder within one line of one story, never across two', () => {
    const byline = { 'notes.byline': 'Par {user}, le {date}' };
    const split = [
      { storyId: 'a--default', text: 'Par Léa\nle 22/11/2026, le soir' },
      { storyId: 'b--default', text: 'Par Léa,' },
      { storyId: 'c--default', text: ' le 22/11/2026' },
    ];
    expect(storiesShowingKeys(byline, split)).toEqual({ 'notes.byline': [] });
  });
});

describe('keysNotShown', () => {
  it('names the keys whose text no story showed', () => {
    const shown = [
      { storyId: 'notes--default', text: 'Supprimer\nNotes\nPar Léa, le 22/11/2026\nNote d’Ana' },
    ];
    expect(keysNotShown(fake, shown)).toEqual(['notes.dead', 'notes.storyOnly']);
  });
});

describe('parseStoryTexts', () => {
  it('keeps the last text of a story recorded by two runs', () => {
    const jsonl = [
      { storyId: 'notes--default', text: 'Ancien' },
      { storyId: 'notes--empty', text: 'Vide' },
      { storyId: 'notes--default', text: 'Nouveau' },
    ]
      .map((record) => JSON.stringify(record))
      .join('\n');
    expect(parseStoryTexts(`${jsonl}\n`)).toEqual([
      { storyId: 'notes--empty', text: 'Vide' },
      { storyId: 'notes--default', text: 'Nouveau' },
    ]);
  });
});

describe('areaImportProblems', () => {
  const keys = ['notes.title', 'notes.byline', 'common.delete', 'map.legend'];
  it('asks for the area of each key a module names, except the areas loaded with t', () => {
    const sources = [
      { path: 'a.tsx', text: "import '../i18n/messages/notes';\nt('notes.title'); t('common.delete');" },
      { path: 'b.tsx', text: "const label = { on: 'notes.byline' };" },
    ];
    expect(areaImportProblems(keys, sources, ['common'])).toEqual(['b.tsx: import messages/notes']);
  });

  it('names an import whose area the module never names, and ignores strings that are no key', () => {
    const sources = [
      { path: 'c.ts', text: "import '@prospect/ui/i18n/messages/map';\nconst file = 'notes.pdf';" },
    ];
    expect(areaImportProblems(keys, sources, [])).toEqual(['c.ts: no key of map']);
  });
});
