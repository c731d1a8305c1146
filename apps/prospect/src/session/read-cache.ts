import type { ApiClient, SavedAnswersCache } from '@prospect/api-client';

type ForgettingCache = Pick<SavedAnswersCache, 'forgetOtherAccounts'>;

const opened = new WeakMap<ApiClient, ForgettingCache>();

/**
 * The signed-in data layer hands its read cache over once it has opened it (shell/signed-in-services),
 * so that a change of account removes the other accounts' answers through it, behind the answers it is
 * still writing. Kept apart from the data layer, which the login page's first load does not carry.
 */
export function registerReadCache(client: ApiClient, cache: ForgettingCache): void {
  opened.set(client, cache);
}

/** The read cache this page opened for `client`, if a signed-in screen has been reached. */
export const openedReadCache = (client: ApiClient): ForgettingCache | undefined => opened.get(client);
