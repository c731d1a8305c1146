import { SectorPage, t } from '@prospect/ui';
import { AppLink } from '../../shell/AppLink';
import type { RouteHandle } from '../../shell/route-handles';
import { useSectorScreen } from './use-sector-screen';
import '@prospect/ui/i18n/messages/territory';

export const handle: RouteHandle = { title: () => t('territory.streets.title') };

export function Component() {
  const screen = useSectorScreen();
  return <SectorPage {...screen} LinkComponent={AppLink} />;
}
