import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chromiumProvider, phoneViewport, recordStoryText } from './test/browser.ts';

const root = import.meta.dirname;

// Screenshots compare strictly: anti-aliasing aside, a changed colour or a moved pixel must fail.
const screenshotExpect = {
  toMatchScreenshot: {
    comparatorName: 'pixelmatch' as const,
    comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 },
  },
};

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['packages/*/src/**/*.test.tsx', 'apps/*/src/**/*.test.tsx'],
          setupFiles: ['test/components.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromiumProvider(),
            instances: [{ browser: 'chromium', viewport: phoneViewport }],
            viewport: phoneViewport,
          },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromiumProvider(),
            instances: [{ browser: 'chromium', viewport: phoneViewport }],
            viewport: phoneViewport,
            commands: { recordStoryText },
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
    ],
  },
});
