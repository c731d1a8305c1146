import { sectorKey } from '@prospect/api-client';
import { type FirstReads, idParam } from '../shared/first-reads';

/** The street's sector (its name and status); its doors are asked once the street is known. */
export const firstReads: FirstReads = (params) => {
  const sectorId = idParam(params.sectorId);
  return sectorId === null ? [] : [sectorKey(sectorId)];
};
