import type { DashboardStats } from '../types';

/** Spec §3: done streets over all streets, rounded; 0 when there are no streets. */
export function completionPercent({
  doneRues,
  totalRues,
}: Pick<DashboardStats, 'doneRues' | 'totalRues'>): number {
  return totalRues > 0 ? Math.round((doneRues / totalRues) * 100) : 0;
}
