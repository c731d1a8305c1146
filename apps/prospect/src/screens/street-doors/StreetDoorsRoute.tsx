import { StreetDoorsScreen, t } from '@prospect/ui';
import { Navigate } from 'react-router';
import type { RouteHandle } from '../../shell/route-handles';
import { useStreetDoorsScreen } from './use-street-doors-screen';
import '@prospect/ui/i18n/messages/doors';

export const handle: RouteHandle = { title: () => t('doors.list') };

export function Component() {
  const { missing, sectorId, ...screen } = useStreetDoorsScreen();
  // A street this server has no doors for (or none at all) is the sector's checklist, as in the spec.
  if (missing) return <Navigate to={sectorId === null ? '/dashboard' : `/sectors/${sectorId}`} replace />;
  return <StreetDoorsScreen {...screen} />;
}
