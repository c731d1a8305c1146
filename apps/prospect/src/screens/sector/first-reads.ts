import { sectorKey } from '@prospect/api-client';
import { readsOfId } from '../shared/first-reads';

export const firstReads = readsOfId('sectorId', sectorKey);
