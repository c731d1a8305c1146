import { RandomSectorPage, t } from '@prospect/ui';
import { useParams } from 'react-router';
import { useNavigationState } from '../../flow/navigation-state';
import type { RouteHandle } from '../../shell/route-handles';
import { useRandomSectorScreen } from './use-random-sector-screen';
import { Component as ChooseSectors } from './ZoneSectorsRoute';
import '@prospect/ui/i18n/messages/territory';

export const handle: RouteHandle = { title: () => t('territory.modeModal.random') };

function RandomSector({ zoneId }: { zoneId: number }) {
  const screen = useRandomSectorScreen(zoneId);
  return <RandomSectorPage {...screen} />;
}

/**
 * /zones/{zoneId}/ilots and /random-ilot. Choose mode arrives with the zone's sectors in the navigation
 * state and lists them to pick from; otherwise this is random mode.
 */
export function Component() {
  const id = Number(useParams().zoneId);
  const { sectors } = useNavigationState();
  if (!Number.isInteger(id) || id <= 0)
    return (
      <RandomSectorPage
        status="loadError"
        sector={null}
        onBack={() => history.back()}
        onToggleStreet={() => undefined}
      />
    );
  if (sectors) return <ChooseSectors />;
  return <RandomSector key={id} zoneId={id} />;
}
