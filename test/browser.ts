import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { playwright } from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';

/** Debian's Chromium, never a downloaded one (CI has no network for browsers). */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--force-prefers-reduced-motion',
  '--font-render-hinting=none',
  '--hide-scrollbars',
];

export const chromiumProvider = () =>
  playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } });

/** The phone viewport every story and component test renders at (conventions: phone first). */
export const phoneViewport = { width: 390, height: 844 };

export const storyTextsFile = path.resolve(import.meta.dirname, '../.vitest/story-texts.jsonl');

/**
 * Lets each story report, under its Storybook id, the text it showed: the catalogue test proves every
 * message has a story, and the texts page links each message to the stories showing it.
 */
export const recordStoryText: BrowserCommand<[storyId: string, text: string]> = async (
  _context,
  storyId,
  text,
) => {
  await mkdir(path.dirname(storyTextsFile), { recursive: true });
  await appendFile(storyTextsFile, `${JSON.stringify({ storyId, text })}\n`);
};

/** What a story or a test may ask the page to render as: print (a sheet on paper), or back to screen. */
export type EmulatedMedia = 'print' | null;

/**
 * Renders the page as the printer would see it (CSS `@media print`), or back as a screen with null.
 * Playwright's emulation applies to the whole page, so whoever sets print must reset it.
 */
export const emulateMedia: BrowserCommand<[media: EmulatedMedia]> = async (context, media) => {
  await context.page.emulateMedia({ media });
};
