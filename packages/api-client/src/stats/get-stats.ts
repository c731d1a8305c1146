import { type Stats, statsReader } from '@prospect/contract';
import type { ApiClient } from '../http';
import { statsKey } from '../read-keys';
import { useApiQuery } from '../swr';

/** GET /api/progress/stats/: the year's figures of the dashboard. */
export function getStats(client: ApiClient, signal?: AbortSignal): Promise<Stats> {
  return client.request(statsKey, { schema: statsReader, signal });
}

export const useStats = () => useApiQuery(statsKey, (client) => getStats(client));
