import { statsKey, zonesKey } from '@prospect/api-client';
import type { FirstReads } from '../shared/first-reads';

/** The figures and the zones on the map. */
export const firstReads: FirstReads = () => [statsKey, zonesKey];
