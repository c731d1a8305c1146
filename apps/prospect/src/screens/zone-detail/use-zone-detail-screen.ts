import { useQueuedZone } from '@prospect/api-client';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useNavigationState } from '../../flow/navigation-state';
import { loadState } from '../shared/load-state';
import { useZoneNoteActions } from '../shared/use-zone-note-actions';

/** The zone id from /zones/{zoneId}, or for the alternate /ZoneDetail entry from its state or `?zoneId=`. */
function useZoneId(): number | null {
  const { zoneId } = useParams();
  const [search] = useSearchParams();
  const state = useNavigationState();
  const raw = zoneId ?? state.zoneId ?? search.get('zoneId');
  const id = Number(raw);
  return raw !== null && raw !== undefined && Number.isInteger(id) && id > 0 ? id : null;
}

/** A zone's detail: its map with the sectors and notes (the notes' writes), and where to go from it. */
export function useZoneDetailScreen() {
  const navigate = useNavigate();
  const zoneId = useZoneId();
  const zone = useQueuedZone(zoneId);
  const notes = useZoneNoteActions(zoneId);
  return {
    zoneId,
    zone: zone.data,
    status: zoneId === null ? 'error' : loadState(zone).status,
    pendingNoteIds: zone.pendingNoteIds,
    onBack: () => navigate('/dashboard'),
    onOpenSector: (sector: { id: number }) => navigate(`/sectors/${sector.id}`),
    onRandomMode: zoneId === null ? undefined : () => navigate(`/zones/${zoneId}/random-ilot`),
    ...notes,
  } as const;
}
