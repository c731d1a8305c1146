import { useQueuedZone } from '@prospect/api-client';
import { t, ZoneDetailView } from '@prospect/ui';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { RouteHandle } from '../shell/RootLayout';
import { useZoneNoteActions } from './zone-notes';

export const handle: RouteHandle = { title: () => t('territory.zoneDetail.listTitle') };

/** The zone id from /zones/{zoneId}, or for the alternate /ZoneDetail entry from its state or `?zoneId=`. */
function useZoneId(): number | null {
  const { zoneId } = useParams();
  const [search] = useSearchParams();
  const state = useLocation().state as { zoneId?: number } | null;
  const raw = zoneId ?? state?.zoneId ?? search.get('zoneId');
  const id = Number(raw);
  return raw !== null && raw !== undefined && Number.isInteger(id) && id > 0 ? id : null;
}

export function Component() {
  const navigate = useNavigate();
  const zoneId = useZoneId();
  const zone = useQueuedZone(zoneId);
  const notes = useZoneNoteActions(zoneId);
  const status = zoneId === null || (zone.error && !zone.data) ? 'error' : zone.data ? 'ready' : 'loading';
  return (
    <ZoneDetailView
      zone={zone.data}
      status={status}
      pendingNoteIds={zone.pendingNoteIds}
      onBack={() => navigate('/dashboard')}
      onOpenSector={(sector) => navigate(`/sectors/${sector.id}`)}
      onRandomMode={zoneId === null ? undefined : () => navigate(`/zones/${zoneId}/random-ilot`)}
      {...notes}
    />
  );
}
