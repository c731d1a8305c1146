import type { ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { t } from '../../i18n';
import { Stack } from '../../layout';
import type { GeolocationPreferenceStore, GeolocationSource } from '../../map/geolocation';
import { LazyTerritoryMap } from '../../map/LazyTerritoryMap';
import { SectorLegend } from '../../map/SectorLegend';
import { sectorStatusLabel, sectorStatusTone } from '../../map/status';
import type { LatLngLiteral } from '../../map/types';
import { pointToLatLng } from '../../map/viewport';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { ErrorMessage } from '../../primitives/ErrorMessage';
import { LoadingText } from '../../primitives/LoadingText';
import { BackToDashboardButton } from '../shared/SectorHeader';
import { Page, PageTitle, SectionTitle } from '../shared/TerritoryPage.styles';
import type { LoadStatus, Sector, ZoneDetail, ZoneNote } from '../types';
import { SectorButton } from './ZoneDetailView.styles';
import '../../i18n/messages/territory';

export interface ZoneDetailViewProps {
  zone: ZoneDetail | null | undefined;
  status: LoadStatus;
  /** 'Retour au Dashboard'. */
  onBack: () => void;
  /** A sector of the list: goes to /sectors/{id}. */
  onOpenSector: (sector: Sector) => void;
  /** 'Mode Aléatoire': the zone's current random îlot, or a new one; offered whenever the zone has sectors. */
  onRandomMode?: (() => void) | undefined;
  /** A click on the map opens a new note there; these save it (spec §7 notes calls). */
  onCreateNote?: ((location: LatLngLiteral, content: string) => Promise<void>) | undefined;
  onUpdateNote?: ((note: ZoneNote, content: string) => Promise<void>) | undefined;
  onDeleteNote?: ((note: ZoneNote) => Promise<void>) | undefined;
  /** Notes kept on this device, not yet sent (new ones have negative ids): marked on the map. */
  pendingNoteIds?: ReadonlySet<number> | undefined;
  tileUrl?: string | undefined;
  /** The zone's preparation for offline use (OfflinePrepPanel), under the title once the zone is read. */
  offlinePreparation?: ReactNode;
  /** The map's geolocation (`navigator.geolocation` by default); stories pass a fake. */
  geolocation?: GeolocationSource | undefined;
  /** Where the map keeps the agent's answer about sharing their position; localStorage by default. */
  preferenceStore?: GeolocationPreferenceStore | undefined;
}

/**
 * A zone's sectors on a 400 px map (polygons by status, clustered notes) and as a list. The map centres
 * on the zone's location, else on its sectors, else near 47.35, -2.41.
 */
export function ZoneDetailView({
  zone,
  status,
  onBack,
  onOpenSector,
  onRandomMode,
  onCreateNote,
  onUpdateNote,
  onDeleteNote,
  pendingNoteIds,
  tileUrl,
  offlinePreparation,
  geolocation,
  preferenceStore,
}: ZoneDetailViewProps) {
  const theme = useTheme();
  const back = <BackToDashboardButton onBack={onBack} />;

  if (status === 'loading')
    return (
      <Page>
        {back}
        <LoadingText />
      </Page>
    );
  if (status === 'error' || !zone) {
    return (
      <Page>
        {back}
        <ErrorMessage>{t('territory.zoneDetail.loadError')}</ErrorMessage>
      </Page>
    );
  }

  return (
    <Page>
      {back}
      <PageTitle>{t('territory.zoneDetail.title', { name: zone.name })}</PageTitle>
      {offlinePreparation}
      {/* Random mode stays one tap away after the first îlot: the zone's detail is where it reopens. */}
      {onRandomMode && zone.sectors.length > 0 ? (
        <Button fullWidth onClick={onRandomMode}>
          {t('territory.modeModal.random')}
        </Button>
      ) : null}
      <Stack gap="sm">
        <LazyTerritoryMap
          height={theme.sizes.zoneDetailMap}
          center={pointToLatLng(zone.location)}
          fitSectors
          sectors={zone.sectors}
          notes={zone.notes}
          pendingNoteIds={pendingNoteIds}
          onCreateNote={onCreateNote}
          onUpdateNote={onUpdateNote}
          onDeleteNote={onDeleteNote}
          // A tap on a sector offers to open it, as its line in the list does.
          onOpenSector={(tapped) => {
            const sector = zone.sectors.find(({ id }) => id === tapped.id);
            if (sector) onOpenSector(sector);
          }}
          tileUrl={tileUrl}
          geolocation={geolocation}
          preferenceStore={preferenceStore}
          whereAmI="nearestSector"
        />
        <SectorLegend statuses={zone.sectors.map((sector) => sector.status)} />
      </Stack>
      <Stack as="section" gap="md">
        <SectionTitle>{t('territory.zoneDetail.listTitle')}</SectionTitle>
        {zone.sectors.length === 0 ? (
          <p>{t('territory.zoneDetail.empty')}</p>
        ) : (
          <Stack as="ul" gap="sm">
            {zone.sectors.map((sector) => (
              <li key={sector.id}>
                <SectorButton type="button" data-status={sector.status} onClick={() => onOpenSector(sector)}>
                  {t('territory.sector.label', { number: sector.number ?? sector.id })}
                  <Badge tone={sectorStatusTone(sector.status)}>{sectorStatusLabel(sector.status)}</Badge>
                </SectorButton>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Page>
  );
}
