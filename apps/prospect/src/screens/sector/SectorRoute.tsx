import { useDoorsSupport } from '@prospect/api-client';
import { SectorPage, type Street, t } from '@prospect/ui';
import { memo, useDeferredValue, useMemo } from 'react';
import { AppLink } from '../../shell/AppLink';
import type { RouteHandle } from '../../shell/route-handles';
import { StreetDoorsAside } from './StreetDoorsAside';
import { useSectorScreen } from './use-sector-screen';
import '@prospect/ui/i18n/messages/territory';

export const handle: RouteHandle = { title: () => t('territory.streets.title') };

/** Skips a render whose props are those of the last one (the deferred screen below). */
const SectorPageOnce = memo(SectorPage);

export function Component() {
  // Answers reach the screen through SWR's store, which React renders synchronously: the sector page
  // in one long task each time. The page renders from a deferred copy instead, in slices; the urgent
  // render keeps the copy it had, which the memo skips.
  const screen = useDeferredValue(useSectorScreen());
  const sectorId = screen.sector?.id;
  // One street's doors are asked for to learn whether the server has them; without, the rows are the spec's.
  const doors = useDoorsSupport(screen.sector?.streets[0]?.id ?? null);
  const streetAside = useMemo(
    () =>
      doors === 'present' && sectorId !== undefined
        ? (street: Street) => <StreetDoorsAside sectorId={sectorId} street={street} />
        : undefined,
    [doors, sectorId],
  );
  return <SectorPageOnce {...screen} LinkComponent={AppLink} streetAside={streetAside} />;
}
