import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import budgets from '../../../bench/budgets.json' with { type: 'json' };
import { routesFromRouter } from '../../../bench/bundle';
import { firstLoadWeights } from '../../../bench/first-load';

const dist = inject('productionDist');
/** Reading and compressing every first load (gzip and brotli) takes seconds on a busy machine: once. */
let weights: ReturnType<typeof firstLoadWeights> | undefined;
const firstLoads = () => {
  // Every route of router.tsx, as the bench weighs them: each budget of budgets.json is held here.
  weights ??= firstLoadWeights(dist, routesFromRouter(path.join(import.meta.dirname, '..')));
  return weights;
};
/** Bytes, not time: room enough for the compression above on a loaded CI machine. */
const COMPRESSION_TIMEOUT_MS = 60_000;

function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? allFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

describe('the production build', () => {
  it('holds no mock server, msw or demo password', () => {
    const shipped = allFiles(dist).filter((file) => !file.endsWith('.map'));
    const offenders = shipped.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return budgets.forbiddenInProduction
        .filter((marker) => text.includes(marker))
        .map((m) => `${path.basename(file)}: ${m}`);
    });
    expect(offenders).toEqual([]);
  });

  it('keeps each route within its first-load budget', { timeout: COMPRESSION_TIMEOUT_MS }, () => {
    // A budgeted route the bench no longer finds in router.tsx would go unchecked.
    const measured = new Set(firstLoads().map((weight) => weight.route));
    expect(Object.keys(budgets.routes).filter((route) => !measured.has(route))).toEqual([]);
    const over = firstLoads()
      .map((weight) => ({ weight, budget: budgets.routes[weight.route as keyof typeof budgets.routes] }))
      .filter(({ weight, budget }) => budget && weight.js.gzip > budget.gzipJs)
      .map(({ weight, budget }) => `${weight.route}: ${weight.js.gzip} B gzip > ${budget?.gzipJs} B`);
    expect(over).toEqual([]);
  });

  const firstLoadText = (route: string) =>
    (firstLoads().find((weight) => weight.route === route)?.files ?? [])
      .map((file) => readFileSync(path.join(dist, file), 'utf8'))
      .join('\n');

  it('asks for the interface font with the page: one file of the build holding every weight', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const preloaded = [
      ...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="\/([^"]+)" crossorigin/g),
    ].map((match) => match[1] as string);
    expect(preloaded.map((file) => file.replace(/-[\w-]{8}\.woff2$/, ''))).toEqual([
      'assets/inter-latin-400-700',
    ]);
    const font = readFileSync(path.join(dist, preloaded[0] as string));
    // A woff2 file of Inter (its signature is 'wOF2'), not an empty or missing one.
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(font.length).toBeGreaterThan(10_000);
    // The page's own style sheet declares it, with the weight range the file holds.
    const sheet = html.match(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"/)?.[1] ?? '';
    const fontFace = readFileSync(path.join(dist, sheet), 'utf8').match(/@font-face\{[^}]*\}/)?.[0] ?? '';
    expect(fontFace).toMatch(/font-weight:\s*400 700/);
    expect(fontFace).toContain(`/${preloaded[0]}`);
  });

  it('shows a loading ring from the first paint, drawn in CSS only so the first contentful paint stays the app', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const root = html.match(/<div id="root">([\s\S]*?)<\/div>\s*<\/body>/)?.[1] ?? '';
    expect(root).toMatch(/class="start-ring"/);
    // No text, picture or drawing: those would be contentful, and move the page's first paint metrics.
    expect(root.replace(/<[^>]*>/g, '').trim()).toBe('');
    expect(root).not.toMatch(/<(img|svg|canvas|video|picture)\b/);
    expect(html).toMatch(/\.start-ring\s*\{[^}]*animation/);
  });

  it('keeps Leaflet out of the login page', { timeout: COMPRESSION_TIMEOUT_MS }, () => {
    expect(firstLoadText('/auth')).not.toMatch(/leaflet/i);
  });

  // Issue 9: dialogs and toasts load on demand (primitives/lazy), not with a route's first screen.
  it.each(['/auth', '/dashboard'])(
    'keeps dialog and toast code out of the first load of %s',
    { timeout: COMPRESSION_TIMEOUT_MS },
    (route) => {
      const text = firstLoadText(route);
      expect(text.length, 'the route’s first load was read').toBeGreaterThan(100_000);
      for (const radixPart of ['DialogContent', 'AlertDialogContent', 'ToastViewport'])
        expect(text, radixPart).not.toContain(radixPart);
    },
  );
});
