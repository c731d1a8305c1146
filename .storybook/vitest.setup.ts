import { afterEach, beforeEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { freezeForScreenshots, hideBrowserDrawnParts } from '../test/freeze';
import { MIN_TAP_SIZE, smallTapTargets } from '../test/tap-targets';

// Storybook's vitest addon applies the preview annotations (a11y included) itself.

beforeEach(() => freezeForScreenshots());

// After each story has rendered and played: its screenshot against the committed baseline, and the
// text it showed, for the catalogue test and the texts page.
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return;
  await document.fonts.ready;
  const body = document.body;
  const small = smallTapTargets(body).map(({ control, width, height }) => `${control} ${width}×${height}`);
  expect(small.join('\n'), `controls under ${MIN_TAP_SIZE} × ${MIN_TAP_SIZE} px`).toBe('');
  const attributes = [...body.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].flatMap((el) =>
    ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name) ?? ''),
  );
  const values = [...body.querySelectorAll<HTMLInputElement>('input,textarea,option')].map((el) => el.value);
  // Storybook's vitest plugin puts the story's id on the task: the name alone ("Default") is not unique,
  // and the id is what the texts page links to (`?path=/story/<id>`).
  const { storyId } = task.meta as { storyId?: string };
  if (!storyId) throw new Error(`no Storybook story id on the test "${task.name}"`);
  // biome-ignore lint/performance/useDomNodeTextContent: only text a reader can see counts as shown.
  await commands.recordStoryText(storyId, [body.innerText, ...attributes, ...values].join('\n'));
  // Chromium paints only the viewport: a story taller than the phone screen grows the viewport first,
  // so the screenshot holds the whole page instead of a blank band.
  const height = Math.ceil(document.documentElement.scrollHeight);
  if (height > window.innerHeight) {
    await page.viewport(window.innerWidth, height);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }
  const restore = hideBrowserDrawnParts();
  try {
    await expect(page.elementLocator(body)).toMatchScreenshot();
  } finally {
    restore();
  }
});
