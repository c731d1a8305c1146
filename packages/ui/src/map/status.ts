import { t } from '../i18n';
import type { BadgeTone } from '../primitives/Badge';
import type { mapStatusColors } from '../theme/tokens';
import '../i18n/messages/map';

/** The five colours of spec §4's map legend: ready green, pending amber, creating blue, error red, other purple. */
export type MapStatusKey = keyof typeof mapStatusColors;

export const MAP_STATUS_ORDER: readonly MapStatusKey[] = ['pending', 'creating', 'ready', 'error', 'other'];

/**
 * A sector status as the map colours it. The contract's work statuses join the map's palette so the
 * map and the sector lists agree: done reads as ready (green), in_progress as creating (blue).
 * A status the map does not know is 'other' (purple).
 */
export function mapStatusKey(status: string | null | undefined): MapStatusKey {
  switch (status) {
    case 'ready':
    case 'done':
      return 'ready';
    case 'pending':
      return 'pending';
    case 'creating':
    case 'in_progress':
      return 'creating';
    case 'error':
      return 'error';
    default:
      return 'other';
  }
}

/**
 * Each status also has its own outline, so sectors stay apart without colour: solid when done,
 * long dashes when pending, dots in progress, dash-dot on error, sparse dots otherwise.
 */
export const MAP_STATUS_DASH: Record<MapStatusKey, string | undefined> = {
  ready: undefined,
  pending: '10 6',
  creating: '2 6',
  error: '12 5 2 5',
  other: '1 10',
};

/** Spec §4: sector badges are pending yellow, in_progress blue, anything else green (done). */
export function sectorStatusTone(status: string | null | undefined): BadgeTone {
  if (status === 'pending') return 'yellow';
  if (status === 'in_progress') return 'blue';
  return 'green';
}

const STATUS_LABEL_KEYS = {
  ready: 'map.status.ready',
  pending: 'map.status.pending',
  creating: 'map.status.creating',
  error: 'map.status.error',
  other: 'map.status.other',
} as const;

/** The legend text of a map colour ('Terminé', 'En attente'…). */
export function mapStatusLabel(key: MapStatusKey): string {
  return t(STATUS_LABEL_KEYS[key]);
}

/** The badge text of a sector status, matching its tone: 'En attente', 'En cours' or 'Terminé'. */
export function sectorStatusLabel(status: string | null | undefined): string {
  if (status === 'pending') return t('map.status.pending');
  if (status === 'in_progress') return t('map.status.creating');
  return t('map.status.ready');
}
