import { useSWRConfig } from 'swr';
import { keysStartingWith } from '../swr';
import type { DoorsSupport } from './doors-support';
import { useKnownDoorsSupport, useStreetDoors } from './get-street-doors';

const isDoorsKey = (key: string) =>
  keysStartingWith('/api/accounts/streets/')(key) && key.endsWith('/doors/');

/**
 * Whether to show anything of the doors: `present` only once the API answered a street's doors (in
 * this page, or an answer kept on the device from an earlier one). While unknown it asks once, for
 * `probeStreetId` (a street the agent sees), whose answer then serves that street's screen too.
 * `absent` stays for the page's life; `unknown` (offline, nothing kept) shows no door either.
 */
export function useDoorsSupport(probeStreetId: number | null): DoorsSupport {
  const known = useKnownDoorsSupport();
  const { cache } = useSWRConfig();
  const probe = useStreetDoors(known === 'unknown' ? probeStreetId : null);
  if (known !== 'unknown') return known;
  if (probe.data !== undefined) return 'present';
  for (const key of cache.keys()) {
    if (isDoorsKey(key) && cache.get(key)?.data !== undefined) return 'present';
  }
  return 'unknown';
}
