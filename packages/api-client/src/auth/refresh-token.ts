import * as z from 'zod/mini';
import type { ApiClient } from '../http';

/** The contract rotates the refresh token; spec §7 shows only `access`, so `refresh` may be absent. */
export const refreshAnswerSchema = z.object({
  access: z.string().check(z.minLength(1)),
  refresh: z.optional(z.string().check(z.minLength(1))),
});
export type RefreshAnswer = z.infer<typeof refreshAnswerSchema>;

export const refreshPath = '/api/token/refresh/';

/**
 * POST /api/token/refresh/. Used by the client's own 401 handling; screens never call it. Anonymous, so
 * a refused refresh can never trigger another refresh.
 */
export function refreshTokens(client: ApiClient, refresh: string): Promise<RefreshAnswer> {
  return client.request(refreshPath, {
    method: 'POST',
    body: { refresh },
    schema: refreshAnswerSchema,
    anonymous: true,
  });
}
