import { useQueuedHouseNotes, useQueuedSector } from '@prospect/api-client';
import { errorMessage, type HouseNote } from '@prospect/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useNavigateWithState } from '../../flow/navigation-state';
import { loadState } from '../shared/load-state';
import { useSectorActions, zoneIdOf } from '../shared/use-sector-actions';
import { useZoneNoteActions } from '../shared/use-zone-note-actions';

const NO_CONTACTS: readonly HouseNote[] = [];

/**
 * /sectors/{id}: the sector as the agent left it (the server's, with what still waits on the device,
 * each waiting change marked), its street ticks, count, doorstep outcomes and notes.
 */
export function useSectorScreen() {
  const navigate = useNavigateWithState();
  const id = Number(useParams().sectorId);
  const sectorId = Number.isInteger(id) && id > 0 ? id : null;
  const sector = useQueuedSector(sectorId);
  const actions = useSectorActions(sector.data);
  const zoneId = zoneIdOf(sector.data);
  const notes = useZoneNoteActions(zoneId);
  const houseNotes = useQueuedHouseNotes('beside');
  const sectorNumber = sector.data?.number ?? null;
  // The printed sheet's contacts: those a server says were logged in a sector of this number (spec §3
  // shows no such field, and a number alone does not name the zone). The list of what is already
  // cached: printing never waits for the network.
  const contacts = useMemo(
    () =>
      sectorNumber === null
        ? NO_CONTACTS
        : (houseNotes.data ?? NO_CONTACTS).filter((note) => note.sector_number === sectorNumber),
    [houseNotes.data, sectorNumber],
  );
  // An unknown sector is no failure to retry: the page says it does not exist.
  const notFound = sectorId === null || sector.error?.status === 404;
  const load = loadState(notFound ? { data: null } : sector);
  return {
    sector: notFound ? null : sector.data,
    status: load.status,
    error: load.status === 'error' ? errorMessage('sectorLoad', load.error) : null,
    pendingStreetIds: sector.pendingStreetIds,
    pendingStreetCount: sector.pendingStreetCount,
    pendingNoteIds: sector.pendingNoteIds,
    contacts,
    // Back to the dashboard with this zone selected, which reopens it (spec §2).
    onBack: () => navigate('/dashboard', zoneId === null ? null : { selectedZoneId: zoneId }),
    // Every street done: back to the zone, to pick the next sector.
    onFinish: zoneId === null ? undefined : () => navigate(`/zones/${zoneId}`, null),
    ...actions,
    ...notes,
  };
}
