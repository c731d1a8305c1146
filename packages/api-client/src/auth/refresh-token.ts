import { type RefreshAnswer, refreshAnswerReader } from '@prospect/contract';
import type { ApiClient } from '../http';

export const refreshPath = '/api/token/refresh/';

/**
 * POST /api/token/refresh/. Used by the client's own 401 handling; screens never call it. Anonymous, so
 * a refused refresh can never trigger another refresh.
 */
export function refreshTokens(client: ApiClient, refresh: string): Promise<RefreshAnswer> {
  return client.request(refreshPath, {
    method: 'POST',
    body: { refresh },
    schema: refreshAnswerReader,
    anonymous: true,
  });
}
