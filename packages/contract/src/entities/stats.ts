import type * as v from 'valibot';
import { figure, record } from '../primitives';

/** GET /api/progress/stats/: the current year's figures; any figure missing reads as 0. */
export const statsReader = record({
  doneRues: figure,
  totalRues: figure,
  doneZones: figure,
  totalZones: figure,
  contacts: figure,
  estimations: figure,
});
export type Stats = v.InferOutput<typeof statsReader>;

/** Spec §3: done streets over all streets, rounded; 0 without streets. */
export const completionPercent = ({ doneRues, totalRues }: Pick<Stats, 'doneRues' | 'totalRues'>): number =>
  totalRues > 0 ? Math.round((doneRues * 100) / totalRues) : 0;
