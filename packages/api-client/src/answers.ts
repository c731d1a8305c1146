import { describeRefusal } from '@prospect/contract';
import * as v from 'valibot';
import { ApiError } from './errors';

/** Which call an answer came from, for the log line of a refused answer. */
export interface AnswerSource {
  method: string;
  url: string;
}

/**
 * Reads a 2xx answer with its contract reader. A refusal is never silent: it is logged with the call and
 * the fields at fault, then thrown as an `invalid-response` ApiError for the screen's message.
 */
export function readAnswer<T>(
  reader: v.GenericSchema<unknown, T>,
  answer: unknown,
  source: AnswerSource,
  status: number,
): T {
  const parsed = v.safeParse(reader, answer);
  if (parsed.success) return parsed.output;
  console.warn(
    `[api-client] refused answer of ${source.method} ${source.url}: ${describeRefusal(parsed.issues)}`,
  );
  throw new ApiError('invalid-response', { status, cause: parsed.issues });
}
