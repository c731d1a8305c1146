import { useZones } from '@prospect/api-client';
import { errorMessage, t, ZonesScreen } from '@prospect/ui';
import { useNavigate } from 'react-router';
import type { RouteHandle } from '../shell/RootLayout';
import { useZoneDeletion } from './use-zone-deletion';

export const handle: RouteHandle = { title: () => t('primitives.bottomNav.zones') };

export function Component() {
  const navigate = useNavigate();
  const zones = useZones();
  const deleteZone = useZoneDeletion();
  return (
    <ZonesScreen
      zones={zones.data ?? []}
      status={zones.error && !zones.data ? 'error' : zones.data ? 'ready' : 'loading'}
      error={zones.error ? errorMessage('zonesLoad', zones.error) : null}
      onOpenZone={(zone) => navigate(`/zones/${zone.id}`)}
      onDeleteZone={deleteZone}
    />
  );
}
