import { afterEach, beforeEach, expect, type TestContext } from 'vitest';
import { commands, page } from 'vitest/browser';
import { breakpoints } from '../packages/ui/src/theme/tokens';
import { freezeForScreenshots, hideBrowserDrawnParts } from '../test/freeze';
import { reflowProblems } from '../test/reflow';
import { MIN_TAP_SIZE, smallTapTargets } from '../test/tap-targets';

// Storybook's vitest addon applies the preview annotations (a11y included) itself.

beforeEach(() => freezeForScreenshots());

// A story with `parameters.media: 'print'` is rendered as on paper (preview.tsx asks through this).
globalThis.emulateStoryMedia = (media) => commands.emulateMedia(media);

// After each story has rendered and played: its screenshot against the committed baseline, and the
// text it showed, for the catalogue test and the texts page.
afterEach(async ({ task }) => {
  try {
    await checkAndCapture(task);
  } finally {
    // Print emulation holds for the whole page, the next story files included: back to the screen.
    if (window.matchMedia('print').matches) await commands.emulateMedia(null);
  }
});

async function checkAndCapture(task: TestContext['task']) {
  if (task.result?.state === 'fail') return;
  await document.fonts.ready;
  const body = document.body;
  // A long list adds a few items per frame while it says it is busy (contacts/useGrowingList): the
  // checks and the screenshot below are of the whole list.
  await expect.poll(() => body.querySelector('ul[aria-busy="true"], ol[aria-busy="true"]')).toBeNull();
  // A story narrower than 320 px stands for a phone zoomed to 200 %, where each CSS pixel is two on the
  // glass: the finger's 44 px are 22 of them. Such a story must also not scroll sideways.
  const zoomed = window.innerWidth < breakpoints.narrow;
  const minTap = zoomed ? MIN_TAP_SIZE / 2 : MIN_TAP_SIZE;
  const small = smallTapTargets(body, minTap).map(
    ({ control, width, height }) => `${control} ${width}×${height}`,
  );
  expect(small.join('\n'), `controls under ${minTap} × ${minTap} px`).toBe('');
  if (zoomed) {
    expect(reflowProblems().join('\n'), 'content beyond the zoomed-in screen (WCAG 1.4.10)').toBe('');
  }
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
}
