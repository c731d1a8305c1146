import type { BrowserContext, Page } from 'playwright-core';
import { describe } from 'vitest';
import { patiently, readyMap, shows, statValue, test } from './support';

const FIRST_ANSWERS_KEY = 'prospect-demo-first-answers';
/** What only msw's page side holds: the demo backend's chunk (its other chunks load behind it). */
const BACKEND_MARKER = 'INTEGRITY_CHECK_REQUEST';

/** The addresses whose answers the demo keeps for the next load. */
function keptReads(page: Page): Promise<string[]> {
  return page.evaluate((key) => {
    const saved = JSON.parse(localStorage.getItem(key) ?? '{"answers":[]}') as { answers: { url: string }[] };
    return saved.answers.map(({ url }) => new URL(url).pathname);
  }, FIRST_ANSWERS_KEY);
}

/**
 * Holds the demo backend's code until the returned function is called; everything else goes through.
 * On the context: once the demo ran, msw's service worker fetches the page's files itself.
 */
async function holdBackend(context: BrowserContext): Promise<{ asked: () => boolean; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await context.route('**/assets/*.js', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(BACKEND_MARKER)) {
        asked = true;
        await released;
      }
      await route.fulfill({ response, body });
    } catch {
      // The test ended, and its context closed, under a request still on its way: nothing to answer.
    }
  });
  return { asked: () => asked, release };
}

describe.concurrent('the demo’s first screen', () => {
  test('shows the dashboard from the backend’s last answers while the backend’s code is on its way', async ({
    phone,
    expect,
  }) => {
    const page = await phone.signedIn();
    await readyMap(page);
    await expect
      .poll(() => keptReads(page), patiently)
      .toEqual(
        expect.arrayContaining(['/api/accounts/profile/', '/api/progress/stats/', '/api/accounts/zones/']),
      );

    const backend = await holdBackend(phone.context);
    await page.reload();
    await shows(page.getByRole('heading', { name: 'Bonjour, Camille !' }));
    expect(await statValue(page, 'Contacts')).toBe('4');
    await shows(page.getByRole('region', { name: 'Mes zones' }).getByText('La Baule-Escoublac – Centre'));
    await readyMap(page);
    // The backend comes once the screen's downloads are over, and answers from then on.
    await expect.poll(backend.asked, patiently).toBe(true);
    backend.release();

    // A write through the backend, once it answers: the answers kept before it no longer stand.
    const createEvent = () =>
      page.evaluate(async () => {
        const response = await fetch('/api/accounts/events/create/', {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${localStorage.getItem('access_token')}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ title: 'Rappel Mme Martin', date: '2026-11-23' }),
        });
        return response.status;
      });
    await expect.poll(createEvent, patiently).toBe(201);
    // (The screen may read again meanwhile: its new answers may be kept, the profile's is not re-read.)
    await expect.poll(() => keptReads(page), patiently).not.toContain('/api/accounts/profile/');
  });
});
