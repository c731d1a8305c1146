import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The written pages (introduction, foundations, principles) sit beside the theme and catalogue they read.
  stories: ['../packages/ui/src/docs/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The msw worker script lives with the app; Storybook serves the same file.
  staticDirs: ['../apps/prospect/demo-public'],
  core: { disableTelemetry: true },
};

export default config;
