import { useTheme } from 'styled-components';
import { t } from '../../i18n';
import { Stack } from '../../layout';
import { MAP_ZOOM } from '../../map/constants';
import { LazyTerritoryMap } from '../../map/LazyTerritoryMap';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorMessage } from '../../primitives/ErrorMessage';
import { LoadingText } from '../../primitives/LoadingText';
import { sectorBreadcrumb } from '../labels';
import { SectorProgress } from '../SectorProgress';
import { StreetChecklist } from '../StreetChecklist';
import { SectorHeader } from '../shared/SectorHeader';
import { Page } from '../shared/TerritoryPage.styles';
import type { Sector, Street, StreetStatus } from '../types';
import '../../i18n/messages/territory';

/**
 * generating: the sector is being drawn; loadError / generateError: the spec's two failures;
 * zoneFinished: the server has no sector left to work in the zone (409).
 */
export type RandomSectorStatus = 'generating' | 'ready' | 'loadError' | 'generateError' | 'zoneFinished';

export interface RandomSectorPageProps {
  status: RandomSectorStatus;
  sector: Sector | null | undefined;
  onBack: () => void;
  /** A street's next status; the tick follows `sector.streets`, a refusal shows as a toast (see StreetChecklist). */
  onToggleStreet: (street: Street, status: StreetStatus) => void | Promise<void>;
  /** Streets whose tick is kept on this device, not yet sent. */
  pendingStreetIds?: ReadonlySet<number> | undefined;
  /** 'Îlot suivant', offered once every street of this îlot is done: draws the zone's next one. */
  onNextIlot?: (() => void) | undefined;
  /** The next îlot is being drawn. */
  drawingNext?: boolean | undefined;
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
  onNextIlot,
  drawingNext = false,
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
  if (status === 'zoneFinished') {
    return (
      <Page>
        <SectorHeader onBack={onBack} />
        <EmptyState
          title={t('territory.random.zoneFinishedTitle')}
          description={t('territory.random.zoneFinished')}
          action={
            <Button fullWidth onClick={onBack}>
              {t('territory.backToDashboard')}
            </Button>
          }
        />
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
      <SectorProgress streets={sector.streets} kind="ilot" onFinish={onNextIlot} finishing={drawingNext} />
      <StreetChecklist
        streets={sector.streets}
        onToggleStreet={onToggleStreet}
        pendingStreetIds={pendingStreetIds}
        emptyText={t('territory.random.empty')}
      />
      <Stack gap="sm">
        <LazyTerritoryMap
          height={theme.sizes.zoneDetailMap}
          zoom={MAP_ZOOM.sector}
          sectors={[sector]}
          tileUrl={tileUrl}
        />
      </Stack>
    </Page>
  );
}
