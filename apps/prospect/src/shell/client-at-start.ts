import type { ApiClient } from '@prospect/api-client';
import type { AppConfig } from '../config';

interface ClientAtStartOptions {
  /** The API address the build carries (config.ts's buildTimeConfig). */
  builtInApiBaseUrl: string;
  /** The deployment's configuration, still on its way. */
  config: Promise<AppConfig>;
  createClient(apiBaseUrl: string): ApiClient;
  /** Asks for the first screen's reads on a client (routes/router.tsx's prefetchRouteReads). */
  prefetchFirstReads(client: ApiClient): void;
}

/**
 * The app's API client, with the first screen's reads asked for before the configuration arrives:
 * from the address built in, which a deployment's config.json rarely moves (nginx proxies /api/ on
 * the page's own origin). Waiting for config.json first put one more round trip before the signed-in
 * screens' data, and so before the map's first tiles. When config.json does name another address,
 * the early client goes unread with its answers and the reads are asked again there.
 */
export async function clientAtStart({
  builtInApiBaseUrl,
  config,
  createClient,
  prefetchFirstReads,
}: ClientAtStartOptions): Promise<{ config: AppConfig; client: ApiClient }> {
  const early = createClient(builtInApiBaseUrl);
  prefetchFirstReads(early);
  const loaded = await config;
  if (loaded.apiBaseUrl === builtInApiBaseUrl) return { config: loaded, client: early };
  const client = createClient(loaded.apiBaseUrl);
  prefetchFirstReads(client);
  return { config: loaded, client };
}
