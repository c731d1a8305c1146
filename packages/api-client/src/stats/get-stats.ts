import { type Stats, statsReader } from '@prospect/contract';
import type { ApiClient } from '../http';
import { useApiQuery } from '../swr';

export const statsKey = '/api/progress/stats/';

/** GET /api/progress/stats/: the year's figures of the dashboard. */
export function getStats(client: ApiClient, signal?: AbortSignal): Promise<Stats> {
  return client.request(statsKey, { schema: statsReader, signal });
}

export const useStats = () => useApiQuery(statsKey, (client) => getStats(client));
