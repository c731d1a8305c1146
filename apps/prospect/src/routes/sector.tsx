import { useQueuedSector } from '@prospect/api-client';
import { errorMessage, SectorPage, t } from '@prospect/ui';
import { useNavigate, useParams } from 'react-router';
import type { RouteHandle } from '../shell/RootLayout';
import { useSectorActions, zoneIdOf } from './sector-actions';
import { useZoneNoteActions } from './zone-notes';

export const handle: RouteHandle = { title: () => t('territory.streets.title') };

export function Component() {
  const navigate = useNavigate();
  const id = Number(useParams().sectorId);
  const sectorId = Number.isInteger(id) && id > 0 ? id : null;
  // The server's sector with what still waits on the device, each waiting change marked.
  const sector = useQueuedSector(sectorId);
  const actions = useSectorActions(sector.data);
  const zoneId = zoneIdOf(sector.data);
  const notes = useZoneNoteActions(zoneId);
  const notFound = sectorId === null || sector.error?.status === 404;
  return (
    <SectorPage
      sector={notFound ? null : sector.data}
      status={sector.data ? 'ready' : sector.error && !notFound ? 'error' : notFound ? 'ready' : 'loading'}
      error={sector.error && !notFound ? errorMessage('sectorLoad', sector.error) : null}
      pendingStreetIds={sector.pendingStreetIds}
      pendingStreetCount={sector.pendingStreetCount}
      pendingNoteIds={sector.pendingNoteIds}
      // Back to the dashboard with this zone selected, which reopens it (spec §2).
      onBack={() => navigate('/dashboard', { state: zoneId === null ? null : { selectedZoneId: zoneId } })}
      // Every street done: back to the zone, to pick the next sector.
      onFinish={zoneId === null ? undefined : () => navigate(`/zones/${zoneId}`)}
      {...actions}
      {...notes}
    />
  );
}
