import {
  type ApiClient,
  forgetZonePreparations,
  indexedDbAnswersStore,
  removeAllPreparedTiles,
  type SavedAnswersStore,
} from '@prospect/api-client';
import { currentRandomSector } from '../screens/zone-sectors/random-sector-storage';
import { forgetFirstViewTiles } from '../shell/first-view-tiles/remember';
import { accountsOnDevice } from './accounts';
import { openedReadCache } from './read-cache';

/** The service worker's cache of the map tiles viewed (its `runtimeCaching` in vite.config.ts). */
export const MAP_TILE_CACHE = 'prospect-map-tiles';

const warn = (what: string) => (error: unknown) =>
  console.warn(`[prospect] ${what} could not be forgotten on this device`, error);

/**
 * The answers kept for any account not signed in now go. Through the read cache when this page has
 * opened it, behind the answers it is still writing, so none of them comes back afterwards.
 */
async function forgetKeptAnswers(client: ApiClient, store: SavedAnswersStore): Promise<void> {
  const cache = openedReadCache(client);
  if (cache) await cache.forgetOtherAccounts();
  else await store.keepOnly(accountsOnDevice(client));
}

/**
 * Tiles are kept by address, not by account, and the zones of one agency's accounts overlap: the
 * whole cache goes, with the zones prepared for offline use. It fills again as the next agent's maps
 * are viewed.
 */
async function forgetMapTiles(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all([caches.delete(MAP_TILE_CACHE), removeAllPreparedTiles()]);
}

/**
 * What the device forgets when the account changes: the kept answers of any account not signed in
 * now. When nobody is signed in anymore, also the random mode's sectors and the map tiles: which
 * streets an agent works is not for the next person to use the phone. The writes still waiting stay
 * in the outbox, for their own account's next sign-in. Never rejects.
 */
export async function forgetOnDevice(
  client: ApiClient,
  {
    signedOut,
    answers = indexedDbAnswersStore(),
  }: {
    signedOut: boolean;
    /** Where the answers are kept when this page has not opened the read cache (tests pass their own). */
    answers?: SavedAnswersStore;
  },
): Promise<void> {
  if (signedOut) {
    try {
      currentRandomSector.clearAll();
    } catch (error) {
      warn('the random sectors')(error);
    }
    try {
      forgetFirstViewTiles(client.storage);
    } catch (error) {
      warn('the first views of the maps')(error);
    }
    try {
      forgetZonePreparations(client.storage);
    } catch (error) {
      warn('the zones prepared for offline use')(error);
    }
  }
  await Promise.all([
    forgetKeptAnswers(client, answers).catch(warn('the kept answers')),
    signedOut ? forgetMapTiles().catch(warn('the map tiles')) : undefined,
  ]);
}
