declare module 'vitest/browser' {
  interface BrowserCommands {
    recordStoryText: (storyId: string, text: string) => Promise<void>;
  }
}

export {};
