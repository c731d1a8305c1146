import { useSyncExternalStore } from 'react';
import { type ScopedMutator, useSWRConfig } from 'swr';
import { useApiClient } from '../context';
import type { ApiClient } from '../http';
import { tileSourceOf } from './tile-source';
import { cacheStorageTileKeeper } from './tile-store';
import { createZonePreparations, type ZonePreparations, type ZonePreparationView } from './zone-preparations';

// One per client and page, outside React: a preparation carries on while the agent is on other screens.
const opened = new WeakMap<ApiClient, ZonePreparations>();

function preparationsFor(client: ApiClient, mutate: ScopedMutator, tileUrl: string): ZonePreparations {
  let preparations = opened.get(client);
  if (!preparations) {
    preparations = createZonePreparations({
      client,
      // The read cache the screens read, which keeps each answer on the device.
      keepAnswer: (key, data) => mutate(key, data, { revalidate: false }).then(() => undefined),
      keepTile: (zoneId) => cacheStorageTileKeeper(zoneId),
      tiles: {
        template: tileUrl,
        source: tileSourceOf(tileUrl, globalThis.location?.origin ?? null),
        // Leaflet's `{r}`: '@2x' on a high-density screen.
        retina: (globalThis.devicePixelRatio ?? 1) > 1,
      },
    });
    opened.set(client, preparations);
  }
  return preparations;
}

const IDLE: ZonePreparationView = { phase: 'idle' };
const NONE: ReadonlySet<number> = new Set();

/** The zones prepared for offline use on this device, for the zone list's marks. */
export function usePreparedZoneIds({ tileUrl }: { tileUrl: string }): ReadonlySet<number> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const preparations = preparationsFor(client, mutate, tileUrl);
  return useSyncExternalStore(preparations.subscribe, preparations.preparedZoneIds, () => NONE);
}

/** A zone's preparation for offline use: where it stands, and its actions. */
export function useZonePreparation(zoneId: number | null, { tileUrl }: { tileUrl: string }) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const preparations = preparationsFor(client, mutate, tileUrl);
  const view = useSyncExternalStore(
    preparations.subscribe,
    () => (zoneId === null ? IDLE : preparations.view(zoneId)),
    () => IDLE,
  );
  const act = (action: (id: number) => unknown) => () => {
    if (zoneId !== null) void action(zoneId);
  };
  return {
    view,
    estimate: act(preparations.estimate),
    start: act(preparations.start),
    dismiss: act(preparations.dismiss),
    cancel: act(preparations.cancel),
    remove: act(preparations.remove),
  };
}
