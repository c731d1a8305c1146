import { afterEach, beforeEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { freezeForScreenshots } from '../test/freeze';

// Storybook's vitest addon applies the preview annotations (a11y included) itself.

beforeEach(() => freezeForScreenshots());

// After each story has rendered and played: its screenshot against the committed baseline, and the
// text it showed, for the catalogue test.
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return;
  await document.fonts.ready;
  const body = document.body;
  const attributes = [...body.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].flatMap((el) =>
    ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name) ?? ''),
  );
  const values = [...body.querySelectorAll<HTMLInputElement>('input,textarea,option')].map((el) => el.value);
  // biome-ignore lint/performance/useDomNodeTextContent: only text a reader can see counts as shown.
  await commands.recordStoryText(task.name, [body.innerText, ...attributes, ...values].join('\n'));
  await expect(page.elementLocator(body)).toMatchScreenshot();
});
