import { refreshAnswerReader, tokenRefreshPath } from '@prospect/contract';

export const refreshPath = tokenRefreshPath;

/**
 * POST /api/token/refresh/, as the client sends it from its own 401 handling (screens never call it).
 * Anonymous, so a refused refresh can never trigger another refresh. A description rather than a call,
 * so this module needs nothing of the client that uses it.
 */
export function refreshRequest(refresh: string) {
  return {
    method: 'POST',
    body: { refresh },
    schema: refreshAnswerReader,
    anonymous: true,
  } as const;
}
