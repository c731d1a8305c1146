import * as z from 'zod/mini';
import { ApiError } from './errors';

/** Which call an answer came from, for the log line of a refused answer. */
export interface AnswerSource {
  method: string;
  url: string;
}

const MAX_LOGGED_ISSUES = 5;

function describeIssues(error: z.core.$ZodError): string {
  const issues = error.issues.slice(0, MAX_LOGGED_ISSUES).map((issue) => {
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '(answer)';
    return `${path}: ${issue.message}`;
  });
  const more = error.issues.length - issues.length;
  return more > 0 ? `${issues.join('; ')}; and ${more} more` : issues.join('; ');
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
    `[api-client] refused answer of ${source.method} ${source.url}: ${describeIssues(parsed.error)}`,
  );
  throw new ApiError('invalid-response', { status, cause: parsed.error });
}
