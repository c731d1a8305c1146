import { type ErrorSituation, errorMessage, t } from '@prospect/ui';

/** A spec §8 situation, or 'generic' for writes the spec names no message for ('Une erreur est survenue.'). */
export type FailureSituation = ErrorSituation | 'generic';

const messageFor = (situation: FailureSituation, error: unknown): string =>
  situation === 'generic' ? t('common.genericError') : errorMessage(situation, error);

/**
 * Runs a call and, when it fails, rejects with the spec's French message for that situation (the
 * original failure as its `cause`): the ui shows `error.message` and keeps what the user typed.
 */
export async function withMessage<T>(situation: FailureSituation, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(messageFor(situation, error), { cause: error });
  }
}

/**
 * A screen's action: `run` with the failure message of `situation`, resolving nothing (the ui's
 * callbacks wait for the outcome, not for the server's answer).
 */
export function action<Args extends unknown[]>(
  situation: FailureSituation,
  run: (...args: Args) => Promise<unknown>,
): (...args: Args) => Promise<void> {
  return async (...args) => {
    await withMessage(situation, () => run(...args));
  };
}
