import { OfflinePrepPanel } from '@prospect/ui';
import { memo } from 'react';
import { useOfflinePreparation } from './use-offline-preparation';

/**
 * The zone's preparation panel, subscribed to the preparation on its own: a run changes its state
 * some hundred times, and each change then renders this panel alone, not the zone's map and list
 * (bench/offline-zone.ts).
 */
export const ZoneOfflinePanel = memo(function ZoneOfflinePanel({
  zoneId,
  zone,
}: {
  zoneId: number | null;
  zone: Parameters<typeof useOfflinePreparation>[1];
}) {
  return <OfflinePrepPanel {...useOfflinePreparation(zoneId, zone)} />;
});
