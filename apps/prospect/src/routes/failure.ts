import { type ErrorSituation, errorMessage, t } from '@prospect/ui';

/**
 * Runs a write and, when it fails, rejects with the spec's French message for that situation: the
 * ui shows `error.message` and keeps the modal open with what the user typed.
 */
export async function withMessage<T>(situation: ErrorSituation, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(errorMessage(situation, error), { cause: error });
  }
}

/** For writes the spec names no message for: the generic one, in the same voice. */
export async function withGenericMessage<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(t('common.genericError'), { cause: error });
  }
}
