import type * as z from 'zod/mini';

/**
 * Why a reader refused an answer, in one line a developer can act on: `0.id: Invalid input; role: …`.
 * The client's console, the mock's conformance check and the backend check all say it the same way.
 */
export function describeRefusal(error: z.core.$ZodError, most = 5): string {
  const shown = error.issues.slice(0, most).map((issue) => {
    const path = issue.path.length > 0 ? issue.path.map(String).join('.') : '(answer)';
    return `${path}: ${issue.message}`;
  });
  const more = error.issues.length - shown.length;
  if (shown.length === 0) return 'refused';
  return more > 0 ? `${shown.join('; ')}; and ${more} more` : shown.join('; ');
}
