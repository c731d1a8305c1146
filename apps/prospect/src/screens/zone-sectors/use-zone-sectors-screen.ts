import { useDeleteSector, useDeleteZoneSectors, useZone, useZoneSectors } from '@prospect/api-client';
import { errorMessage, type Sector } from '@prospect/ui';
import { useNavigate, useParams } from 'react-router';
import { action } from '../../flow/action';
import { useNavigationState } from '../../flow/navigation-state';
import { loadState } from '../shared/load-state';
import { useZoneModes } from '../shared/use-zone-opening';

/**
 * The sectors of a zone, to open one or delete some; also choose mode's list, shown at once from the
 * sectors the generation answered (navigation state) until the zone's own list arrives.
 */
export function useZoneSectorsScreen() {
  const navigate = useNavigate();
  const id = Number(useParams().zoneId);
  const zoneId = Number.isInteger(id) && id > 0 ? id : null;
  const fromState = useNavigationState().sectors;
  const zone = useZone(zoneId);
  const sectors = useZoneSectors(zoneId);
  const deleteOne = useDeleteSector();
  const deleteAll = useDeleteZoneSectors();
  const list = sectors.data ?? fromState;
  const modesOf = useZoneModes();
  const modes = zoneId === null ? null : modesOf(zoneId);
  return {
    zoneName: zone.data?.name ?? '',
    sectors: (list ?? []) as Sector[],
    status: zoneId === null ? 'error' : loadState({ data: list, error: sectors.error }).status,
    error: sectors.error ? errorMessage('sectorLoad', sectors.error) : null,
    onOpenSector: (sector: { id: number }) => navigate(`/sectors/${sector.id}`),
    // Each deletion then refetches the list it changed.
    onDeleteSector: action('generic', async (sector: { id: number }) => {
      await deleteOne.trigger(sector.id);
      void sectors.mutate();
    }),
    onDeleteAll: action('generic', async () => {
      await deleteAll.trigger(zoneId ?? 0);
      void sectors.mutate();
    }),
    onBack: () => navigate('/dashboard'),
    onRandomMode: modes?.onRandomMode,
    onChooseMode: modes?.onChooseMode,
  } as const;
}
