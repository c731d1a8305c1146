import type { Stats, Zone } from '@prospect/contract';

export type { LoadStatus } from '../primitives/load-status';

/** GET /api/progress/stats/: the current year's figures. */
export type DashboardStats = Stats;

/** The part of a zone the dashboard list shows; the app passes zones straight in. */
export type DashboardZone = Pick<Zone, 'id' | 'name' | 'progress' | 'sector_count'>;
