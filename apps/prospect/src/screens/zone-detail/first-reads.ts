import { zoneKey } from '@prospect/api-client';
import { readsOfId } from '../shared/first-reads';

export const firstReads = readsOfId('zoneId', zoneKey);
