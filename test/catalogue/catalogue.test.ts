import path from 'node:path';
import { fr } from '@prospect/ui/i18n';
import { describe, expect, it } from 'vitest';
import {
  areaImportProblems,
  builtKeyCalls,
  duplicateTexts,
  keysNotShown,
  readInterfaceSources,
  unusedKeys,
} from './keys';
import { REFRESH_COMMAND, readMessageStories, readStoryTexts, staleIndexEntries } from './message-stories';

const root = path.resolve(import.meta.dirname, '../..');

/** Where the interface asks for its texts: the design system and the app, stories and tests aside. */
const interfaceRoots = ['packages/ui/src', 'apps/prospect/src'];

const withText = (key: string) => `${key}: ${fr[key as keyof typeof fr]}`;

describe('the French catalogue', () => {
  it('holds each text under one key', () => {
    const groups = duplicateTexts(fr).map((keys) => `${keys.join(', ')}: ${fr[keys[0] as keyof typeof fr]}`);
    expect(groups, 'merge each group into one key').toEqual([]);
  });

  it('has every key used by the interface, not by stories or tests alone', () => {
    const sources = readInterfaceSources(root, interfaceRoots);
    expect(sources.length).toBeGreaterThan(100);
    expect(unusedKeys(Object.keys(fr), sources).map(withText), 'delete them, or use them').toEqual([]);
  });

  it('names every key as a literal, so the scan above sees it', () => {
    const sources = readInterfaceSources(root, interfaceRoots);
    expect(builtKeyCalls(sources), 'use a typed map of literal keys instead').toEqual([]);
  });

  // A page's chunks carry only the areas their modules import (i18n/catalogue.ts): a module naming a
  // key must import its area, or the text is missing wherever that module loads before another one.
  it('has each module import the areas of the keys it names, and no other', () => {
    const sources = readInterfaceSources(root, interfaceRoots);
    expect(areaImportProblems(Object.keys(fr), sources)).toEqual([]);
  });

  // Runs after the storybook project, which records the text each story showed.
  it('has every key shown by at least one story', () => {
    expect(keysNotShown(fr, readStoryTexts()).map(withText), 'give each a story').toEqual([]);
  });

  // The texts page (packages/ui/src/docs/catalogue) reads a committed index of those records, so the
  // static catalogue has it without a story run.
  it('has the texts page link each key to stories the last run saw showing it', () => {
    const stale = `message-stories.json is out of date: refresh it with ${REFRESH_COMMAND}`;
    expect(staleIndexEntries(readMessageStories(), fr, readStoryTexts()), stale).toEqual([]);
  });
});

describe('French dates and numbers', () => {
  // In Chromium the page's first Intl formatter costs 12 to 26 ms at full speed while ICU loads its
  // data, in the task that renders the screen (i18n/format.ts): the interface formats through
  // i18n/format.ts, which builds one only for what it does not write itself, and the cluster badges
  // build their compact notation past a thousand notes.
  it('are formatted through i18n/format.ts, not by Intl formatters or toLocale…String calls of their own', () => {
    const allowed = new Set([
      'packages/ui/src/i18n/format.ts',
      'packages/ui/src/map/NoteMarkers/marker-icons.ts',
    ]);
    const formatting =
      /new Intl\.(?:NumberFormat|DateTimeFormat|RelativeTimeFormat|ListFormat)\b|\.toLocale(?:Date|Time)?String\(/;
    const offenders = readInterfaceSources(root, interfaceRoots)
      .filter(({ path: file, text }) => !allowed.has(file) && formatting.test(text))
      .map(({ path: file }) => file);
    expect(offenders, 'use formatCount, formatLongDate, formatShortDate or formatMonthYear').toEqual([]);
  });
});
