import type { SavedAnswersCache } from '@prospect/api-client';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';

const SavedAnswersContext = createContext<SavedAnswersCache | null>(null);

/** Gives the screens the read cache's "showing kept answers" signal (each answer is kept as it arrives). */
export function SavedAnswersProvider({ cache, children }: { cache: SavedAnswersCache; children: ReactNode }) {
  return <SavedAnswersContext.Provider value={cache}>{children}</SavedAnswersContext.Provider>;
}

const never = () => () => undefined;

/** True while a screen shows answers kept on the device that the server could not refresh. */
export function useShowingSavedAnswers(): boolean {
  const cache = useContext(SavedAnswersContext);
  return useSyncExternalStore(
    cache?.subscribe ?? never,
    () => cache?.isShowingSavedAnswers() ?? false,
    () => false,
  );
}
