import { t, ZoneDetailView } from '@prospect/ui';
import type { RouteHandle } from '../../shell/route-handles';
import { useZoneDetailScreen } from './use-zone-detail-screen';
import { ZoneOfflinePanel } from './ZoneOfflinePanel';
import '@prospect/ui/i18n/messages/territory';

export const handle: RouteHandle = { title: () => t('territory.zoneDetail.listTitle') };

export function Component() {
  const { zoneId, ...screen } = useZoneDetailScreen();
  return (
    <ZoneDetailView
      {...screen}
      offlinePreparation={<ZoneOfflinePanel zoneId={zoneId} zone={screen.zone} />}
    />
  );
}
