/**
 * `Idempotency-Key` on writes, as the app's outbox sends it: a write replayed after a lost answer gets
 * the first answer again instead of being applied twice. Scoped per user; the same key with another
 * method, path or body is a 422; the same key still being processed is a 409 (the IETF draft's rules).
 * Server errors (5xx) are not remembered, so a replay after one is applied for real.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** Keys are opaque printable text; the outbox sends UUIDs. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** Oldest answers are forgotten first past this many (a real server would keep them for 24 h). */
export const REMEMBERED_ANSWERS = 5000;

interface RememberedAnswer {
  fingerprint: string;
  status: number;
  body: string;
  contentType: string | null;
}

const answers = new Map<string, RememberedAnswer | 'in-flight'>();

export function forgetIdempotentAnswers(): void {
  answers.clear();
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type IdempotencyOutcome =
  | { kind: 'none' }
  | { kind: 'answer'; response: Response }
  | { kind: 'fresh'; remember: (response: Response) => Promise<Response> };

/**
 * What to do with a write carrying a key: answer from memory, refuse, or run it and remember the answer.
 * `refuse(status, error)` builds the mock's usual `{ error }` answer.
 */
export async function checkIdempotency(
  request: Request,
  userId: number,
  refuse: (status: number, error: string) => Response,
): Promise<IdempotencyOutcome> {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null || !WRITE_METHODS.has(request.method)) return { kind: 'none' };
  if (!KEY_PATTERN.test(key)) return { kind: 'answer', response: refuse(400, 'Idempotency-Key invalide.') };
  const url = new URL(request.url);
  const fingerprint = `${request.method} ${url.pathname}${url.search}\n${await request.clone().text()}`;
  const scoped = `${userId}\n${key}`;
  const known = answers.get(scoped);
  if (known === 'in-flight') {
    return { kind: 'answer', response: refuse(409, 'Cette requête est déjà en cours de traitement.') };
  }
  if (known) {
    if (known.fingerprint !== fingerprint) {
      return {
        kind: 'answer',
        response: refuse(422, 'Cette Idempotency-Key a déjà servi pour une autre requête.'),
      };
    }
    const headers = new Headers({ [REPLAYED_HEADER]: 'true' });
    if (known.contentType) headers.set('Content-Type', known.contentType);
    const body = known.status === 204 || known.body === '' ? null : known.body;
    return { kind: 'answer', response: new Response(body, { status: known.status, headers }) };
  }
  answers.set(scoped, 'in-flight');
  return {
    kind: 'fresh',
    async remember(response) {
      if (response.status >= 500) {
        answers.delete(scoped);
        return response;
      }
      answers.delete(scoped);
      answers.set(scoped, {
        fingerprint,
        status: response.status,
        body: await response.clone().text(),
        contentType: response.headers.get('Content-Type'),
      });
      while (answers.size > REMEMBERED_ANSWERS) {
        const oldest = answers.keys().next().value;
        if (oldest === undefined) break;
        answers.delete(oldest);
      }
      return response;
    },
  };
}
