import { useZonePreparation, type ZonePreparationView } from '@prospect/api-client';
import type { OfflinePrepPanelProps, OfflinePrepState } from '@prospect/ui';
import { useAppConfig } from '../../shell/app-config';

const sameSectors = (prepared: readonly number[], current: readonly number[]) => {
  const now = new Set(current);
  return prepared.length === now.size && prepared.every((id) => now.has(id));
};

/** The panel's state: a prepared zone whose sectors changed since is one to update. */
export function panelState(
  view: ZonePreparationView,
  currentSectorIds: readonly number[] | null,
): OfflinePrepState {
  if (view.phase !== 'done') return view;
  const { sectorIds, ...done } = view;
  return { ...done, updateAvailable: currentSectorIds !== null && !sameSectors(sectorIds, currentSectorIds) };
}

/** A zone's preparation for offline use, as the zone detail's panel takes it. */
export function useOfflinePreparation(
  zoneId: number | null,
  zone: { name: string; sectors: readonly { id: number }[] } | null | undefined,
): Omit<OfflinePrepPanelProps, 'zoneName'> & { zoneName: string } {
  const { tileUrl } = useAppConfig();
  const preparation = useZonePreparation(zoneId, { tileUrl });
  const { view } = preparation;
  // A run that filled the device leaves a record to clear; an estimate that found too little room does not.
  const closeFull = view.phase === 'storageFull' && view.freeBytes === null;
  return {
    zoneName: zone?.name ?? '',
    state: panelState(view, zone ? zone.sectors.map(({ id }) => id) : null),
    onPrepare: preparation.estimate,
    onStart: preparation.start,
    onDismiss: closeFull ? preparation.remove : preparation.dismiss,
    onCancel: preparation.cancel,
    onRemove: preparation.remove,
  };
}
