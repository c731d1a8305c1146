import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../browser';
import { type DocsProgress, watchDocsProgress } from './docs-progress';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
}

const storybookUrl = inject('storybookUrl');
const index = JSON.parse(readFileSync(path.join(inject('storybookDir'), 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const docsEntries = Object.values(index.entries).filter((entry) => entry.type === 'docs');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Findings that stop a reader (axe's serious and critical); the moderate and minor ones are advice. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/** Tabs open at once: the project's maxConcurrency; on two cores more would only wait for each other. */
const TABS = 3;
/** Designers read the catalogue on a computer; the stories inside keep their own widths. */
const DESKTOP = { width: 1280, height: 800 };

/**
 * One try at a page. A tab can stop answering on a page that otherwise renders in seconds: past this,
 * the tab is replaced and the page tried once more, so a stuck tab is not read as a broken page. Two
 * tries stay within the project's testTimeout.
 */
const ATTEMPT_MS = 60_000;

class StuckTab extends Error {}

/** Rejects with StuckTab when `work` has not settled in `ms`: Playwright's evaluate has no time-out. */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StuckTab(`no answer in ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function newTab(): Promise<Page> {
  const page = await browser.newPage({ viewport: DESKTOP });
  await page.addInitScript(watchDocsProgress);
  return page;
}

/** Tabs kept open across pages: each loads the catalogue's preview once, then shows page after page. */
class TabPool {
  private readonly idle: Page[] = [];
  private readonly waiting: ((page: Page) => void)[] = [];
  add(page: Page) {
    this.release(page);
  }
  acquire(): Promise<Page> {
    const page = this.idle.pop();
    return page ? Promise.resolve(page) : new Promise((resolve) => this.waiting.push(resolve));
  }
  release(page: Page) {
    const next = this.waiting.shift();
    if (next) next(page);
    else this.idle.push(page);
  }
}

let browser: Browser;
const tabs = new TabPool();
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  for (let n = 0; n < TABS; n += 1) tabs.add(await newTab());
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The first page of a tab loads the preview; the next ones are selected in it, as Storybook's own
 * sidebar does. Reloading instead would close the page's msw client, and msw's service worker
 * unregisters itself when its last client closes, racing the next page's registration.
 */
async function openDocsPage(page: Page, id: string) {
  if (!page.url().startsWith(storybookUrl)) {
    await page.goto(`${storybookUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=docs`);
    return;
  }
  await page.evaluate((storyId) => {
    const preview = window as unknown as {
      __resetDocsProgress(): void;
      __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, selection: object): void };
    };
    preview.__resetDocsProgress();
    preview.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'docs' });
  }, id);
}

/** Opens a docs page and waits until it and every story on it have rendered; returns what went wrong. */
async function renderDocsPage(page: Page, id: string): Promise<string[]> {
  const problems: string[] = [];
  const onError = (error: Error) => problems.push(`page error: ${error.message}`);
  page.on('pageerror', onError);
  try {
    await openDocsPage(page, id);
    const progress = await page.waitForFunction(
      () => {
        const { docsRendered, started, finished, errors, lastEventAt } = (
          window as unknown as { __docsProgress: DocsProgress }
        ).__docsProgress;
        const settled = performance.now() - lastEventAt > 250;
        const allFinished = started.every((story) => finished.includes(story));
        return (errors.length > 0 || (docsRendered && allFinished)) && settled && { errors };
      },
      undefined,
      // The calendar's page, two dozen stories, takes seconds on a busy machine: room below a try's time.
      { polling: 100, timeout: ATTEMPT_MS - 5_000 },
    );
    problems.push(...((await progress.jsonValue()) as { errors: string[] }).errors);
  } finally {
    page.off('pageerror', onError);
  }
  return problems;
}

/**
 * axe over what a docs page adds: its text, props table, written pages and their doc-only components.
 * The stories shown on it are left out: each one is already checked by axe in its own test (the
 * storybook project, `a11y: { test: 'error' }`), and checking them twice would double this step's time.
 */
async function blockingAxeFindings(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: object): Promise<AxeResults> } }).axe.run({
      include: ['#storybook-docs'],
      exclude: ['.docs-story'],
    }),
  );
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
    );
}

describe('every docs page of the catalogue', () => {
  it('lists a page per story file and the written pages', () => {
    const written = docsEntries.filter((entry) => entry.importPath.endsWith('.mdx'));
    expect(docsEntries.length - written.length).toBeGreaterThan(70);
    expect(written.map((entry) => entry.title)).toEqual(
      expect.arrayContaining(['Introduction', 'Fondations/Couleurs', 'Principes/États de synchronisation']),
    );
  });

  it.concurrent.for(docsEntries.map((entry) => [`${entry.title} › ${entry.name}`, entry.id] as const))(
    '%s renders with no error and no serious axe finding',
    async ([, id]) => {
      let page = await tabs.acquire();
      const check = async (tab: Page) => [
        ...(await renderDocsPage(tab, id)),
        ...(await blockingAxeFindings(tab)),
      ];
      try {
        let problems: string[];
        try {
          problems = await within(check(page), ATTEMPT_MS);
        } catch (error) {
          if (!(error instanceof StuckTab || (error instanceof Error && error.name === 'TimeoutError'))) {
            throw error;
          }
          // A stuck renderer may not even close: the new tab does not wait for it.
          void page.close({ runBeforeUnload: false }).catch(() => undefined);
          page = await newTab();
          problems = await within(check(page), ATTEMPT_MS);
        }
        expect(problems.join('\n')).toBe('');
      } finally {
        tabs.release(page);
      }
    },
  );
});
