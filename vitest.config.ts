import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chromiumProvider, emulateMedia, phoneViewport, recordStoryText } from './test/browser.ts';
import { visualReview } from './test/visual-review/reporter.ts';

const root = import.meta.dirname;

// Screenshots compare strictly: anti-aliasing aside, a changed colour or a moved pixel must fail.
const screenshotExpect = {
  toMatchScreenshot: {
    comparatorName: 'pixelmatch' as const,
    // threshold 0.02 (pixelmatch's YIQ distance; its default is 0.1) lets pass what software
    // rasterising varies between runs: text edges off by up to 4 levels a channel (0.013 at worst),
    // while a grey moved by 6 levels, or any one channel by 16, fails. A handful of pixels absorbs the focus ring's anti-aliasing flicker; a real
    // change moves hundreds.
    comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 12 },
  },
};

// Pre-bundled up front so the first browser run does not reload mid-test ("optimized dependencies changed").
const browserDeps = [
  '@prospect/ui > @radix-ui/react-dialog',
  '@prospect/ui > @radix-ui/react-alert-dialog',
  '@prospect/ui > @radix-ui/react-toast',
  '@prospect/ui > react-leaflet',
  '@prospect/ui > leaflet',
  '@prospect/ui > supercluster',
  '@prospect/ui > @terraformer/wkt',
  '@prospect/ui > date-fns',
  '@prospect/ui > styled-components',
  '@prospect/mock-server > @mswjs/data',
  '@prospect/api-client > swr',
  '@prospect/api-client > valibot',
  'msw/browser',
  'msw',
];

// Components and stories run in one headless Chromium at the phone's width. Each project gets its own
// copy: Vitest names a browser instance after the first project that uses it.
const phoneChromium = () => ({
  enabled: true,
  headless: true,
  provider: chromiumProvider(),
  instances: [{ browser: 'chromium' as const, viewport: phoneViewport }],
  viewport: phoneViewport,
});

export default defineConfig({
  plugins: [react()],
  optimizeDeps: { include: browserDeps },
  test: {
    // Leaflet turns two quick synthetic clicks (user-event's, which carry no coordinates) into a
    // simulated double click at (NaN, NaN) and throws outside the test. Real pointers have coordinates;
    // any other unhandled error still fails the run.
    onUnhandledError: (error) =>
      !String(error?.message ?? '').startsWith('Invalid LatLng object: (NaN, NaN)'),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'test/visual-review/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['packages/*/src/**/*.test.tsx', 'apps/*/src/**/*.test.tsx'],
          setupFiles: ['test/components.setup.ts'],
          browser: { ...phoneChromium(), commands: { emulateMedia } },
        },
      },
      {
        extends: true,
        // visualReview: a page with each changed screenshot beside its baseline, printed at the end.
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') }), visualReview()],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: {
            ...phoneChromium(),
            commands: { recordStoryText, emulateMedia },
            expect: screenshotExpect,
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'catalogue',
          environment: 'node',
          include: ['test/catalogue/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'docs-pages',
          environment: 'node',
          include: ['test/docs-pages/*.test.ts'],
          globalSetup: ['test/docs-pages/global-setup.ts'],
          // A few tabs at once: on two cores more would only wait for each other.
          maxConcurrency: 3,
          // Two tries of a page (test/docs-pages: a stuck tab is replaced once) and its axe check.
          testTimeout: 150_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'build',
          environment: 'node',
          include: ['apps/*/build-checks/**/*.test.ts'],
          globalSetup: ['apps/prospect/build-checks/global-setup.ts'],
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['apps/*/e2e/**/*.e2e.test.ts'],
          globalSetup: ['apps/prospect/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-real-server',
          environment: 'node',
          include: ['apps/*/e2e-real-server/**/*.e2e.test.ts'],
          globalSetup: ['apps/prospect/e2e-real-server/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'served',
          environment: 'node',
          include: ['deploy/tests/**/*.test.ts'],
          globalSetup: ['deploy/tests/global-setup.ts'],
          // One file at a time: they share one nginx and one mock backend.
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
