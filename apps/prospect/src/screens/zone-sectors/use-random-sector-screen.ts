import { ApiError, sectorKey, useGenerateSectors, useQueuedSector } from '@prospect/api-client';
import type { RandomSectorStatus, Sector } from '@prospect/ui';
import { useCallback, useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useNavigateWithState } from '../../flow/navigation-state';
import { useSectorActions } from '../shared/use-sector-actions';
import { currentRandomSector } from './random-sector-storage';

type Generation = 'idle' | 'running' | 'failed' | 'zoneFinished';

/** Random mode for zone `zoneId`: the zone's current sector if one is stored, else a newly generated one. */
export function useRandomSectorScreen(zoneId: number) {
  const navigate = useNavigateWithState();
  const { mutate } = useSWRConfig();
  const { trigger: generateSectors } = useGenerateSectors();
  const [sectorId, setSectorId] = useState<number | null>(() => currentRandomSector.get(zoneId));
  const [generation, setGeneration] = useState<Generation>('idle');
  const sector = useQueuedSector(sectorId);

  const generate = useCallback(async () => {
    setGeneration('running');
    try {
      const result = await generateSectors({ zoneId, randomMode: true });
      if (result.mode !== 'random') throw new Error('random mode answered as choose mode');
      // A sector the answer carried whole is shown at once; otherwise it is fetched by its id.
      if (result.sector) await mutate(sectorKey(result.sectorId), result.sector, { revalidate: false });
      currentRandomSector.set(zoneId, result.sectorId);
      setSectorId(result.sectorId);
      setGeneration('idle');
    } catch (error) {
      // 409: every sector of the zone is done; that is the end of the zone, not a failure.
      setGeneration(error instanceof ApiError && error.status === 409 ? 'zoneFinished' : 'failed');
    }
  }, [generateSectors, zoneId, mutate]);

  useEffect(() => {
    if (sectorId === null && generation === 'idle') void generate();
  }, [sectorId, generation, generate]);

  // A stored sector that no longer exists (deleted meanwhile) is forgotten, and a new one generated.
  useEffect(() => {
    if (sector.error?.status === 404) {
      currentRandomSector.clear(zoneId);
      setSectorId(null);
    }
  }, [sector.error, zoneId]);

  // Spec §4: once every street of the current sector is done, the zone has no current sector any more.
  // Read from the sector's latest data, not from the one a tick started from: quick successive ticks
  // each start from a sector where the others are still pending.
  const streets = sector.data?.streets;
  const allDone = !!streets && streets.length > 0 && streets.every((street) => street.status === 'done');
  useEffect(() => {
    if (allDone) currentRandomSector.clear(zoneId);
  }, [allDone, zoneId]);

  const actions = useSectorActions(sector.data);

  let status: RandomSectorStatus = 'generating';
  if (generation === 'failed') status = 'generateError';
  else if (generation === 'zoneFinished') status = 'zoneFinished';
  else if (sector.error && sector.error.status !== 404) status = 'loadError';
  else if (sector.data) status = 'ready';

  return {
    status,
    sector: sector.data as Sector | undefined,
    onBack: () => navigate('/dashboard', { selectedZoneId: zoneId }),
    onToggleStreet: actions.onToggleStreet,
    pendingStreetIds: sector.pendingStreetIds,
    // Îlot finished: the next one of the zone, drawn in place.
    onNextIlot: () => void generate(),
    drawingNext: generation === 'running',
    onRetry: () => (status === 'generateError' ? void generate() : void sector.mutate()),
  };
}
