import { useDoorsSupport } from '@prospect/api-client';
import { SectorPage, type Street, t } from '@prospect/ui';
import { AppLink } from '../../shell/AppLink';
import type { RouteHandle } from '../../shell/route-handles';
import { StreetDoorsAside } from './StreetDoorsAside';
import { useSectorScreen } from './use-sector-screen';
import '@prospect/ui/i18n/messages/territory';

export const handle: RouteHandle = { title: () => t('territory.streets.title') };

export function Component() {
  const screen = useSectorScreen();
  const sector = screen.sector;
  // One street's doors are asked for to learn whether the server has them; without, the rows are the spec's.
  const doors = useDoorsSupport(sector?.streets[0]?.id ?? null);
  const streetAside =
    doors === 'present' && sector
      ? (street: Street) => <StreetDoorsAside sectorId={sector.id} street={street} />
      : undefined;
  return <SectorPage {...screen} LinkComponent={AppLink} streetAside={streetAside} />;
}
