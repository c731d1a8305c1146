/**
 * The demo backend's answers to reads, kept in the page's storage for the next load: the first screen
 * is answered from them while the backend's own code (msw, the model, the data: the largest download of
 * the demo) comes after that screen has painted. No imports: the app's demo start reads this module
 * before the backend's chunk is even asked for.
 *
 * An answer stands only while nothing has changed since it was given: every write through the backend
 * forgets the answers of the account that wrote, and each answer ends with the token it was read with.
 */

/** Where they are kept (beside the demo's data). */
export const FIRST_ANSWERS_KEY = 'prospect-demo-first-answers';

/** The newest answers only: a screen's first reads, for the few screens an agent reopens. */
export const MAX_FIRST_ANSWERS = 24;

/** Past this, an answer is not kept (a long list belongs to the backend, not to the first paint). */
export const MAX_FIRST_ANSWER_CHARS = 200_000;

const VERSION = 1;

export interface FirstAnswer {
  /** The read's whole address. */
  url: string;
  /** The Authorization header it was read with: another token, another account, no answer. */
  authorization: string;
  /** The answer's JSON text, as the backend sent it. */
  body: string;
  /** Epoch milliseconds when that token ends: the backend would refuse it from then on. */
  until: number;
}

const isAnswer = (value: unknown): value is FirstAnswer => {
  if (!value || typeof value !== 'object') return false;
  const { url, authorization, body, until } = value as Record<string, unknown>;
  return (
    typeof url === 'string' &&
    typeof authorization === 'string' &&
    authorization.length > 0 &&
    typeof body === 'string' &&
    typeof until === 'number' &&
    Number.isFinite(until)
  );
};

/** The kept answers; none when the storage holds nothing usable (another version, a damaged copy). */
export function readFirstAnswers(storage: Pick<Storage, 'getItem'>): FirstAnswer[] {
  try {
    const saved: unknown = JSON.parse(storage.getItem(FIRST_ANSWERS_KEY) ?? 'null');
    if (!saved || typeof saved !== 'object') return [];
    const { version, answers } = saved as { version?: unknown; answers?: unknown };
    if (version !== VERSION || !Array.isArray(answers) || !answers.every(isAnswer)) return [];
    return answers;
  } catch {
    return [];
  }
}

export function writeFirstAnswers(storage: Pick<Storage, 'setItem'>, answers: readonly FirstAnswer[]): void {
  storage.setItem(FIRST_ANSWERS_KEY, JSON.stringify({ version: VERSION, answers }));
}

/** `answers` with `answer` as the newest (replacing the same read's), the oldest dropped past the cap. */
export function withAnswer(answers: readonly FirstAnswer[], answer: FirstAnswer): FirstAnswer[] {
  if (answer.body.length > MAX_FIRST_ANSWER_CHARS) return withoutRead(answers, answer);
  return [...withoutRead(answers, answer), answer].slice(-MAX_FIRST_ANSWERS);
}

function withoutRead(answers: readonly FirstAnswer[], { url, authorization }: FirstAnswer): FirstAnswer[] {
  return answers.filter((kept) => kept.url !== url || kept.authorization !== authorization);
}

/** `answers` without those read with `authorization`: that account has just changed something. */
export function withoutAccount(answers: readonly FirstAnswer[], authorization: string): FirstAnswer[] {
  return answers.filter((kept) => kept.authorization !== authorization);
}

/** The kept answer to a GET of `url` with `authorization`, while its token lives. */
export function findFirstAnswer(
  answers: readonly FirstAnswer[],
  url: string,
  authorization: string | null,
  now: number,
): FirstAnswer | undefined {
  if (!authorization) return undefined;
  return answers.find((kept) => kept.url === url && kept.authorization === authorization && kept.until > now);
}
