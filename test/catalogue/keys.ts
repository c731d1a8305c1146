import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One spelling per text: the catalogue mixes ’ and ', and a story's innerText folds whitespace. */
export const normalise = (text: string) =>
  text
    .normalize('NFC')
    .replace(/\u2019/g, "'")
    .replace(/\s+/g, ' ');

/** Groups of keys holding the same text (after normalising): each group should be one key. */
export function duplicateTexts(catalogue: Readonly<Record<string, string>>): string[][] {
  const keysByText = new Map<string, string[]>();
  for (const [key, text] of Object.entries(catalogue)) {
    const normalised = normalise(text);
    keysByText.set(normalised, [...(keysByText.get(normalised) ?? []), key]);
  }
  return [...keysByText.values()].filter((keys) => keys.length > 1);
}

export type SourceFile = { path: string; text: string };

/**
 * Keys written as a string literal in none of the sources. The scan is literal on purpose: a key built
 * at run time (`t(\`status.${s}\`)`) is invisible here, so such call sites keep a typed map of their keys.
 */
export function unusedKeys(keys: readonly string[], sources: readonly SourceFile[]): string[] {
  return keys.filter(
    (key) => !sources.some(({ text }) => ["'", '"', '`'].some((quote) => text.includes(quote + key + quote))),
  );
}

/** `file:line` of each `t(` called with a template literal: a key the literal scan cannot see. */
export function builtKeyCalls(sources: readonly SourceFile[]): string[] {
  return sources.flatMap(({ path: file, text }) =>
    text.split('\n').flatMap((line, index) => (/\bt\(\s*`/.test(line) ? [`${file}:${index + 1}`] : [])),
  );
}

/** Files that only stories, tests or the catalogue itself read: a key used there alone is not used by the UI. */
export function isInterfaceSource(file: string): boolean {
  const posix = file.split(path.sep).join('/');
  return (
    /\.tsx?$/.test(posix) &&
    !/\.(stories|test|bench)\.tsx?$/.test(posix) &&
    !/\.d\.ts$/.test(posix) &&
    !/(^|\/)story-data\.ts$/.test(posix) &&
    !/(^|\/)(testing|__screenshots__)\//.test(posix) &&
    !/(^|\/)i18n\/(fr\.ts|messages\/)/.test(posix)
  );
}

/** The interface's own sources under `roots` (relative paths from `base`), read once. */
export function readInterfaceSources(base: string, roots: readonly string[]): SourceFile[] {
  return roots.flatMap((root) =>
    readdirSync(path.join(base, root), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(base, path.join(entry.parentPath, entry.name)))
      .filter(isInterfaceSource)
      .map((file) => ({ path: file, text: readFileSync(path.join(base, file), 'utf8') })),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * A message with placeholders matches any filled-in text in their place. Where it begins or ends with a
 * letter or digit it matches whole words there, so the weekday "Mar" is not found in "Marie".
 */
export function messagePattern(message: string): RegExp {
  const text = normalise(message);
  const body = text
    .split(/\{\w+\}/)
    .map(escapeRegExp)
    .join('.+?');
  const start = LETTER_OR_DIGIT.test(text.at(0) ?? '') ? '(?<![\\p{L}\\p{N}])' : '';
  const end = LETTER_OR_DIGIT.test(text.at(-1) ?? '') ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(start + body + end, 'u');
}

/** The text one story showed, as `recordStoryText` (test/browser.ts) appends it. */
export type StoryText = { storyId: string; text: string };

/** The records of a story-texts file; a story recorded twice (runs append) keeps its last text. */
export function parseStoryTexts(jsonl: string): StoryText[] {
  const byStory = new Map<string, string>();
  for (const line of jsonl.split('\n').filter(Boolean)) {
    const { storyId, text } = JSON.parse(line) as StoryText;
    byStory.delete(storyId);
    byStory.set(storyId, text);
  }
  return [...byStory].map(([storyId, text]) => ({ storyId, text }));
}

/**
 * Each line of a recorded text is one element's text or one attribute: matching line by line keeps a
 * placeholder from spanning two of them, and matching story by story from spanning two stories.
 */
const shownLines = (text: string) => text.split('\n').map(normalise).join('\n');

/** For each key, in the catalogue's order, the ids (sorted) of the stories whose text shows it. */
export function storiesShowingKeys(
  catalogue: Readonly<Record<string, string>>,
  stories: readonly StoryText[],
): Record<string, string[]> {
  const shown = stories.map(({ storyId, text }) => ({ storyId, lines: shownLines(text) }));
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, message]) => {
      const pattern = messagePattern(message);
      const ids = shown.filter(({ lines }) => pattern.test(lines)).map(({ storyId }) => storyId);
      return [key, [...new Set(ids)].sort()];
    }),
  );
}

/** Keys whose text no recorded story shows. */
export function keysNotShown(
  catalogue: Readonly<Record<string, string>>,
  stories: readonly StoryText[],
): string[] {
  return Object.entries(storiesShowingKeys(catalogue, stories))
    .filter(([, ids]) => ids.length === 0)
    .map(([key]) => key);
}

/** The areas whose texts load with `t` itself (packages/ui/src/i18n/translate.ts). */
export const AREAS_LOADED_WITH_T = ['common', 'errors', 'primitives'];

/**
 * Area imports out of step with the keys a source names, as `file: import messages/<area>` (missing) or
 * `file: no key of <area>` (an import that loads texts for nothing). A key's area is its first segment;
 * areas loaded with `t` need no import.
 */
export function areaImportProblems(
  keys: readonly string[],
  sources: readonly SourceFile[],
  loadedWithT: readonly string[] = AREAS_LOADED_WITH_T,
): string[] {
  const known = new Set(keys);
  return sources.flatMap(({ path: file, text }) => {
    const named = new Set(
      [...text.matchAll(/['"`]([a-zA-Z]+\.[\w.]+)['"`]/g)]
        .map((match) => match[1] as string)
        .filter((key) => known.has(key))
        .map((key) => key.split('.')[0] as string),
    );
    const imported = new Set(
      [...text.matchAll(/^import ['"][^'"]*i18n\/messages\/(\w+)['"];/gm)].map((match) => match[1] as string),
    );
    return [
      ...[...named]
        .filter((area) => !loadedWithT.includes(area) && !imported.has(area))
        .map((area) => `${file}: import messages/${area}`),
      ...[...imported].filter((area) => !named.has(area)).map((area) => `${file}: no key of ${area}`),
    ];
  });
}
