import { useTheme } from 'styled-components';
import { t } from '../../i18n';
import { MAP_ZOOM } from '../../map/constants';
import { LazyTerritoryMap } from '../../map/lazy';
import { Button } from '../../primitives/Button';
import { ErrorMessage } from '../../primitives/ErrorMessage';
import { LoadingText } from '../../primitives/LoadingText';
import { sectorBreadcrumb } from '../labels';
import { StreetChecklist } from '../StreetChecklist';
import { SectorHeader } from '../shared/SectorHeader';
import { MapBlock, Page } from '../shared/TerritoryPage.styles';
import type { Sector, Street, StreetStatus } from '../types';

/** generating: the sector is being drawn; loadError / generateError: the spec's two failures. */
export type RandomSectorStatus = 'generating' | 'ready' | 'loadError' | 'generateError';

export interface RandomSectorPageProps {
  status: RandomSectorStatus;
  sector: Sector | null | undefined;
  onBack: () => void;
  /** A street's next status; the tick follows `sector.streets` (see StreetChecklist). */
  onToggleStreet: (street: Street, status: StreetStatus) => void;
  /** Streets whose tick is kept on this device, not yet sent. */
  pendingStreetIds?: ReadonlySet<number> | undefined;
  /** Offered after a failure ('Réessayer'). */
  onRetry?: (() => void) | undefined;
  tileUrl?: string | undefined;
}

/** /zones/{id}/random-ilot: one sector picked for the agent, its polygon and its streets to tick. */
export function RandomSectorPage({
  status,
  sector,
  onBack,
  onToggleStreet,
  pendingStreetIds,
  onRetry,
  tileUrl,
}: RandomSectorPageProps) {
  const theme = useTheme();
  const retry = onRetry ? (
    <div>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  ) : null;

  if (status === 'generating') {
    return (
      <Page>
        <SectorHeader onBack={onBack} />
        <LoadingText label={t('territory.random.generating')} />
      </Page>
    );
  }
  if (status !== 'ready' || !sector) {
    return (
      <Page>
        <SectorHeader onBack={onBack} />
        <ErrorMessage>
          {status === 'generateError' ? t('territory.random.generateError') : t('territory.random.loadError')}
        </ErrorMessage>
        {retry}
      </Page>
    );
  }

  return (
    <Page>
      <SectorHeader title={sectorBreadcrumb(sector)} onBack={onBack} />
      <MapBlock>
        <LazyTerritoryMap
          height={theme.sizes.zoneDetailMap}
          zoom={MAP_ZOOM.sector}
          sectors={[sector]}
          tileUrl={tileUrl}
        />
      </MapBlock>
      <StreetChecklist
        streets={sector.streets}
        onToggleStreet={onToggleStreet}
        pendingStreetIds={pendingStreetIds}
        emptyText={t('territory.random.empty')}
      />
    </Page>
  );
}
