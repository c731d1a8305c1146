import type { EmulatedMedia } from './browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    recordStoryText: (storyId: string, text: string) => Promise<void>;
    emulateMedia: (media: EmulatedMedia) => Promise<void>;
  }
}

declare global {
  /**
   * Set by the story run's setup (.storybook/vitest.setup.ts) only: Storybook's preview cannot import
   * Vitest, and only a Vitest run can switch the page's media for a story's `media: 'print'`.
   */
  var emulateStoryMedia: ((media: EmulatedMedia) => Promise<void>) | undefined;
}
