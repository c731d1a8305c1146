import type * as v from 'valibot';

/**
 * Why a reader refused an answer, in one line a developer can act on: `0.id: Invalid type: …; role: …`.
 * The client's console, the mock's conformance check and the backend check all say it the same way.
 */
export function describeRefusal(issues: readonly v.BaseIssue<unknown>[], most = 5): string {
  const shown = issues.slice(0, most).map((issue) => {
    const path = issue.path?.length ? issue.path.map((item) => String(item.key)).join('.') : '(answer)';
    return `${path}: ${issue.message}`;
  });
  const more = issues.length - shown.length;
  if (shown.length === 0) return 'refused';
  return more > 0 ? `${shown.join('; ')}; and ${more} more` : shown.join('; ');
}
