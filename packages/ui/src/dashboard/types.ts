/** GET /api/progress/stats/: the current year's figures. */
export interface DashboardStats {
  doneRues: number;
  totalRues: number;
  doneZones: number;
  totalZones: number;
  contacts: number;
  estimations: number;
}

/** The part of a `Zone` (GET /api/accounts/zones/) the dashboard list shows; the app passes zones straight in. */
export interface DashboardZone {
  id: number;
  name: string;
  /** Done streets over all streets, 0–100. */
  progress: number;
  sector_count: number;
  sectors?: readonly unknown[];
}

export type LoadStatus = 'loading' | 'error' | 'ready';
