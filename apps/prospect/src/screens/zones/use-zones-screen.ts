import { usePreparedZoneIds, useZones } from '@prospect/api-client';
import { errorMessage } from '@prospect/ui';
import { useNavigate } from 'react-router';
import { useAppConfig } from '../../shell/app-config';
import { loadState } from '../shared/load-state';
import { useZoneDeletion } from '../shared/use-zone-deletion';

/** /zones: the zone list, opening a zone and deleting one. */
export function useZonesScreen() {
  const navigate = useNavigate();
  const zones = useZones();
  const offlineZoneIds = usePreparedZoneIds({ tileUrl: useAppConfig().tileUrl });
  return {
    offlineZoneIds,
    zones: zones.data ?? [],
    status: loadState(zones).status,
    error: zones.error ? errorMessage('zonesLoad', zones.error) : null,
    onOpenZone: (zone: { id: number }) => navigate(`/zones/${zone.id}`),
    onDeleteZone: useZoneDeletion(),
  };
}
