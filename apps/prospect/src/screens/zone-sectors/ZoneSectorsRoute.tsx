import { t, ZoneSectorsList } from '@prospect/ui';
import type { RouteHandle } from '../../shell/route-handles';
import { useZoneSectorsScreen } from './use-zone-sectors-screen';
import '@prospect/ui/i18n/messages/territory';

export const handle: RouteHandle = { title: () => t('territory.zoneDetail.listTitle') };

/** /zones/{zoneId}/sectors, and choose mode's list under /zones/{zoneId}/ilots. */
export function Component() {
  const screen = useZoneSectorsScreen();
  return <ZoneSectorsList {...screen} />;
}
