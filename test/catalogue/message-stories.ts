// The index behind the texts page (packages/ui/src/docs/catalogue): for each key of the catalogue, the
// stories whose text shows it. Committed, so the static Storybook has it without a story run; written
// from the last story run's records, and the catalogue test fails when it no longer matches them.
//   pnpm run catalogue:index   (after `pnpm exec vitest run --project storybook`)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MessageStoriesIndex } from '../../packages/ui/src/docs/catalogue/message-search.ts';
import { storyTextsFile } from '../browser.ts';
import { parseStoryTexts, type StoryText, storiesShowingKeys } from './keys.ts';

const root = path.resolve(import.meta.dirname, '../..');

export const REFRESH_COMMAND = 'pnpm run catalogue:index';
export const messageStoriesFile = path.join(root, 'packages/ui/src/docs/catalogue/message-stories.json');

/** The last story run's records, or an error saying how to produce them. */
export function readStoryTexts(): StoryText[] {
  if (!existsSync(storyTextsFile)) {
    throw new Error(
      `${path.relative(root, storyTextsFile)} is missing: run the storybook project first (npm test does)`,
    );
  }
  return parseStoryTexts(readFileSync(storyTextsFile, 'utf8'));
}

export const readMessageStories = (): MessageStoriesIndex =>
  JSON.parse(readFileSync(messageStoriesFile, 'utf8')) as MessageStoriesIndex;

/** Every story id the index links to, sorted: the ones it must name. */
export const linkedStoryIds = (messages: MessageStoriesIndex['messages']): string[] =>
  [...new Set(Object.values(messages).flat())].sort();

/**
 * Where the committed index no longer tells the truth about the last story run. Stories that show a
 * text only for a moment (a pending state, a toast) are recorded in some runs and not others, so a
 * link may come or go between runs; what must hold is that every key is indexed, that a key the run
 * saw is linked to at least one story the run saw showing it, and that every link names a story the
 * run still has.
 */
export function staleIndexEntries(
  committed: MessageStoriesIndex,
  catalogue: Readonly<Record<string, string>>,
  stories: readonly StoryText[],
): string[] {
  const seen = storiesShowingKeys(catalogue, stories);
  const recorded = new Set(stories.map(({ storyId }) => storyId));
  const problems: string[] = [];
  for (const key of Object.keys(committed.messages)) {
    if (!(key in catalogue)) problems.push(`${key}: not in the catalogue any more`);
  }
  for (const [key, ids] of Object.entries(seen)) {
    const linked = committed.messages[key];
    if (!linked) {
      problems.push(`${key}: missing from the index`);
      continue;
    }
    const gone = linked.filter((id) => !recorded.has(id));
    if (gone.length > 0) problems.push(`${key}: links to stories the run did not have: ${gone.join(', ')}`);
    if (ids.length > 0 && !linked.some((id) => ids.includes(id))) {
      problems.push(`${key}: none of its links showed it in the run (it did show in ${ids.join(', ')})`);
    }
  }
  const named = Object.keys(committed.stories).sort();
  if (named.join() !== linkedStoryIds(committed.messages).join()) {
    problems.push('stories: the names listed differ from the stories linked');
  }
  return problems;
}

type StorybookEntry = { type: string; title: string; name: string };

/**
 * The index for `catalogue` from the recorded texts, each linked story named as Storybook's sidebar
 * names it. A record of a story Storybook no longer has (a renamed story, a record from an older run)
 * is an error rather than a dead link.
 */
export function messageStoriesIndex(
  catalogue: Readonly<Record<string, string>>,
  stories: readonly StoryText[],
  storybookEntries: Readonly<Record<string, StorybookEntry>>,
): MessageStoriesIndex {
  const unknown = stories
    .map(({ storyId }) => storyId)
    .filter((id) => storybookEntries[id]?.type !== 'story');
  if (unknown.length > 0) {
    throw new Error(
      `recorded stories unknown to Storybook (run the storybook project again): ${unknown.join(', ')}`,
    );
  }
  const messages = storiesShowingKeys(catalogue, stories);
  const named = linkedStoryIds(messages).map((id) => {
    const { title, name } = storybookEntries[id] as StorybookEntry;
    return [id, { title, name }] as const;
  });
  return { stories: Object.fromEntries(named), messages };
}

async function writeMessageStories() {
  // Loaded here, not at the top: the catalogue test imports this module and needs neither.
  const { runnerImport } = await import('vite');
  const { buildIndex } = await import('storybook/internal/core-server');
  // fr.ts imports without file extensions, which Node alone does not resolve: Vite loads it.
  const { module } = await runnerImport<{ fr: Record<string, string> }>(
    path.join(root, 'packages/ui/src/i18n/fr.ts'),
    { configFile: false, logLevel: 'warn' },
  );
  const storybook = await buildIndex({ configDir: path.join(root, '.storybook') } as Parameters<
    typeof buildIndex
  >[0]);
  const index = messageStoriesIndex(module.fr, readStoryTexts(), storybook.entries);
  writeFileSync(messageStoriesFile, JSON.stringify(index, null, 2));
  // In the repository's format, so `check:lint` passes and a refresh diffs line by line.
  execFileSync(path.join(root, 'node_modules/.bin/biome'), ['format', '--write', messageStoriesFile], {
    stdio: 'ignore',
  });
  const keys = Object.values(index.messages);
  console.info(
    `${path.relative(root, messageStoriesFile)}: ${keys.filter((ids) => ids.length > 0).length} of ${keys.length} keys shown by ${Object.keys(index.stories).length} stories`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await writeMessageStories();
}
