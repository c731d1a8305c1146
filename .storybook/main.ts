import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The msw worker script lives with the app; Storybook serves the same file.
  staticDirs: ['../apps/prospect/demo-public'],
  core: { disableTelemetry: true },
};

export default config;
