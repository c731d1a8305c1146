import { statsKey, zonesKey } from '../read-keys';
import { type KeyOrFilter, keysStartingWith } from '../swr';
import { userZonesKey } from './get-user-zones';

/** Spec §4: creating or deleting a zone, and splitting, refresh the stats (and the zone lists). */
export const zoneListKeys: KeyOrFilter[] = [zonesKey, userZonesKey, statsKey];

/** Every zone answer (the lists, each detail, each sector list) and the stats. */
export const zoneProgressKeys: KeyOrFilter[] = [
  keysStartingWith('/api/accounts/zones/'),
  userZonesKey,
  statsKey,
];

/**
 * A change inside a zone (sectors, streets, notes) moves its progress, its sector count and the stats:
 * every zone and sector answer in the cache is refetched, along with the lists and the stats.
 */
export const territoryKeys: KeyOrFilter[] = [...zoneProgressKeys, keysStartingWith('/api/accounts/sectors/')];

/** Zone notes show on the zone's map and on its sectors' maps. */
export const zoneNoteKeys: KeyOrFilter[] = [
  keysStartingWith('/api/accounts/zones/'),
  keysStartingWith('/api/accounts/sectors/'),
];
