import { favoritesKey } from '@prospect/api-client';
import type { FirstReads } from '../shared/first-reads';

export const firstReads: FirstReads = () => [favoritesKey];
