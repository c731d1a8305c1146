import { describeRefusal } from '@prospect/contract';
import * as z from 'zod/mini';
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
  reader: z.core.$ZodType<T>,
  answer: unknown,
  source: AnswerSource,
  status: number,
): T {
  const parsed = z.safeParse(reader, answer);
  if (parsed.success) return parsed.data;
  console.warn(
    `[api-client] refused answer of ${source.method} ${source.url}: ${describeRefusal(parsed.error)}`,
  );
  throw new ApiError('invalid-response', { status, cause: parsed.error });
}
