import { useGenerateSectors, type Zone } from '@prospect/api-client';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { withMessage } from '../../flow/action';
import { useNavigateWithState } from '../../flow/navigation-state';

/** A zone of a list, or a zone detail (which carries its sectors). */
export type OpenableZone = Pick<Zone, 'id' | 'name' | 'sector_count'> & { sectors?: readonly unknown[] };

/**
 * The ways to work a zone without sectors (spec §2 mode modal): a random sector, every sector to
 * choose from, or the existing list. Shared by the mode modal and the empty sectors list.
 */
export function useZoneModes() {
  const navigate = useNavigate();
  const navigateWithState = useNavigateWithState();
  const generate = useGenerateSectors();
  return (zoneId: number) => ({
    onRandomMode: async () => {
      navigate(`/zones/${zoneId}/random-ilot`);
    },
    onChooseMode: async () => {
      const result = await withMessage('sectorGenerate', () =>
        generate.trigger({ zoneId, randomMode: false }),
      );
      const sectors = result.mode === 'choose' ? result.sectors : result.sector && [result.sector];
      // Sectors the answer did not carry are fetched by the zone's list: never generated twice.
      if (sectors) navigateWithState(`/zones/${zoneId}/ilots`, { zoneId, sectors });
      else navigate(`/zones/${zoneId}/sectors`);
    },
    onShowSectors: () => navigate(`/zones/${zoneId}/sectors`),
  });
}

/**
 * Spec §2: a zone with sectors opens its detail view; one without asks for a mode first (random
 * sector, or every sector to choose from, or the existing list).
 */
export function useZoneOpening() {
  const navigate = useNavigate();
  const modesOf = useZoneModes();
  const [modeZone, setModeZone] = useState<OpenableZone | null>(null);

  const openZone = (zone: OpenableZone) => {
    const hasSectors = (zone.sector_count ?? 0) > 0 || (zone.sectors?.length ?? 0) > 0;
    if (hasSectors) navigate(`/zones/${zone.id}`);
    else setModeZone(zone);
  };

  const modeModal = modeZone && {
    open: true,
    zoneName: modeZone.name,
    onOpenChange: (open: boolean) => {
      if (!open) setModeZone(null);
    },
    ...modesOf(modeZone.id),
  };

  return { openZone, modeModal };
}
