import { t, ZonesScreen } from '@prospect/ui';
import type { RouteHandle } from '../../shell/route-handles';
import { useZonesScreen } from './use-zones-screen';

export const handle: RouteHandle = { title: () => t('primitives.bottomNav.zones') };

export function Component() {
  const screen = useZonesScreen();
  return <ZonesScreen {...screen} />;
}
