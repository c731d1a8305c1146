import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTheme } from 'styled-components';
import { t } from '../../i18n';
import { Stack } from '../../layout';
import { MAP_ZOOM } from '../../map/constants';
import type { GeolocationPreferenceStore, GeolocationSource } from '../../map/geolocation';
import { LazyTerritoryMap } from '../../map/LazyTerritoryMap';
import type { LatLngLiteral } from '../../map/types';
import type { AppLinkComponent } from '../../primitives/AppLink';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { ErrorMessage } from '../../primitives/ErrorMessage';
import { LoadingText } from '../../primitives/LoadingText';
import { useLoaded } from '../../primitives/lazy';
import { fieldSheetModule } from '../FieldSheet/lazy';
import { sectorBreadcrumb } from '../labels';
import { SectorProgress } from '../SectorProgress';
import { StreetChecklist } from '../StreetChecklist';
import { SectorHeader } from '../shared/SectorHeader';
import { Page, SectionTitle } from '../shared/TerritoryPage.styles';
import type { HouseNote, HouseNoteLabel, LoadStatus, Sector, Street, StreetStatus, ZoneNote } from '../types';
import { HouseNotePanel } from './HouseNotePanel';
import { Settings, SettingsBody, SettingsSummary } from './SectorPage.styles';
import { StreetCountForm } from './StreetCountForm';
import '../../i18n/messages/territory';

export interface SectorPageProps {
  /** The sector; null once loaded means it does not exist ('Secteur non trouvé.'). */
  sector: Sector | null | undefined;
  status: LoadStatus;
  /** The load failure, shown as 'Erreur: {message}' ('Erreur chargement secteur.' by default). */
  error?: string | null | undefined;
  /** The back arrow: the dashboard, with this sector's zone selected. */
  onBack: () => void;
  /** 'Retour à la zone', offered once every street is done. */
  onFinish?: (() => void) | undefined;
  onUpdateStreetCount: (count: number) => Promise<void>;
  /** A street's next status; the tick follows `sector.streets`, a refusal shows as a toast (see StreetChecklist). */
  onToggleStreet: (street: Street, status: StreetStatus) => void | Promise<void>;
  /** Streets whose tick is kept on this device, not yet sent. */
  pendingStreetIds?: ReadonlySet<number> | undefined;
  /**
   * A street count kept on this device, not yet sent: shown as the current count, marked 'Pas encore
   * envoyé'. Null or left out: the count is the sector's number of streets.
   */
  pendingStreetCount?: number | null | undefined;
  /** Zone notes (new, changed) kept on this device, not yet sent; new ones may have negative ids. */
  pendingNoteIds?: ReadonlySet<number> | undefined;
  /** Without it the contact buttons are not shown. */
  onHouseNote?: ((label: HouseNoteLabel, others: string) => Promise<void>) | undefined;
  /** How long a doorstep outcome can be taken back before it is sent (see HouseNotePanel). */
  houseNoteUndoDelayMs?: number | undefined;
  onCreateNote?: ((location: LatLngLiteral, content: string) => Promise<void>) | undefined;
  onUpdateNote?: ((note: ZoneNote, content: string) => Promise<void>) | undefined;
  onDeleteNote?: ((note: ZoneNote) => Promise<void>) | undefined;
  tileUrl?: string | undefined;
  /** The map's geolocation (`navigator.geolocation` by default); stories pass a fake. */
  geolocation?: GeolocationSource | undefined;
  /** Where the map keeps the agent's answer about sharing their position; localStorage by default. */
  preferenceStore?: GeolocationPreferenceStore | undefined;
  /** The app's router link (« Voir mes contacts »); a plain link by default. */
  LinkComponent?: AppLinkComponent | undefined;
  /** The contacts logged in this sector, listed on the printed sheet. */
  contacts?: readonly HouseNote[] | undefined;
  /** « Imprimer la fiche »: the browser's print (`window.print`) by default; stories pass a spy. */
  onPrint?: (() => void) | undefined;
  /** Shown at the end of each street row: the street's doors, when the server has them. */
  streetAside?: ((street: Street) => ReactNode) | undefined;
}

/**
 * /sectors/{id}, where the work happens: progress and the street checklist first, then the map at
 * zoom 15 and the contacts met; the street count, rarely changed and able to delete streets, last
 * and folded away.
 */
export function SectorPage({
  sector,
  status,
  error,
  onBack,
  onFinish,
  onUpdateStreetCount,
  onToggleStreet,
  pendingStreetIds,
  pendingStreetCount,
  pendingNoteIds,
  onHouseNote,
  houseNoteUndoDelayMs,
  onCreateNote,
  onUpdateNote,
  onDeleteNote,
  tileUrl,
  geolocation,
  preferenceStore,
  LinkComponent,
  contacts,
  onPrint = () => window.print(),
  streetAside,
}: SectorPageProps) {
  const theme = useTheme();
  const streetsTitleId = useId();
  const settingsRef = useRef<HTMLDetailsElement>(null);
  const countWaiting = pendingStreetCount != null;
  const [printedAt, setPrintedAt] = useState(() => new Date());
  // The sheet comes once the page has settled, or at once when « Imprimer la fiche » is pressed before.
  const [printAsked, setPrintAsked] = useState(false);
  const FieldSheet = useLoaded(fieldSheetModule, { now: printAsked });
  // Printed once the sheet is on the page, not before: the paper would hold the app instead.
  useEffect(() => {
    if (!printAsked || !FieldSheet) return;
    setPrintAsked(false);
    onPrint();
  }, [printAsked, FieldSheet, onPrint]);
  // The browser's own Print prints the sheet too: its date is the day it is printed, not opened.
  useEffect(() => {
    // Flushed: the browser lays out the printed page right after this event, before React's next task.
    const stamp = () => flushSync(() => setPrintedAt(new Date()));
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);
  // Opened by itself while a count waits on the device, so its mark is seen; never closed under the
  // agent's finger when it is sent (an `open` prop would be removed then).
  useEffect(() => {
    if (countWaiting && settingsRef.current) settingsRef.current.open = true;
  }, [countWaiting, status]);

  if (status !== 'ready' || !sector) {
    return (
      <Page>
        <SectorHeader onBack={onBack} />
        {status === 'loading' ? <LoadingText /> : null}
        {status === 'error' ? (
          <ErrorMessage>
            {t('errors.withMessage', { message: error || t('errors.sector.loadFailed') })}
          </ErrorMessage>
        ) : null}
        {status === 'ready' ? <ErrorMessage>{t('errors.sector.notFound')}</ErrorMessage> : null}
      </Page>
    );
  }

  return (
    <Page>
      <SectorHeader title={sectorBreadcrumb(sector)} onBack={onBack} />
      <SectorProgress streets={sector.streets} onFinish={onFinish} />
      <StreetChecklist
        streets={sector.streets}
        onToggleStreet={onToggleStreet}
        pendingStreetIds={pendingStreetIds}
        streetAside={streetAside}
      />
      <Stack gap="sm">
        <LazyTerritoryMap
          height={theme.sizes.zoneDetailMap}
          zoom={MAP_ZOOM.sector}
          sectors={[sector]}
          notes={sector.zone_notes ?? []}
          pendingNoteIds={pendingNoteIds}
          onCreateNote={onCreateNote}
          onUpdateNote={onUpdateNote}
          onDeleteNote={onDeleteNote}
          tileUrl={tileUrl}
          geolocation={geolocation}
          preferenceStore={preferenceStore}
          whereAmI="sector"
        />
        <div>
          <Button variant="secondary" onClick={() => (FieldSheet ? onPrint() : setPrintAsked(true))}>
            {t('territory.printSheet')}
          </Button>
        </div>
      </Stack>
      {onHouseNote ? (
        <HouseNotePanel
          onHouseNote={onHouseNote}
          undoDelayMs={houseNoteUndoDelayMs}
          LinkComponent={LinkComponent}
        />
      ) : null}
      <Card as="section" aria-labelledby={streetsTitleId}>
        <SectionTitle id={streetsTitleId}>{t('territory.streets.title')}</SectionTitle>
        <Settings ref={settingsRef}>
          <SettingsSummary>{t('territory.streets.settings')}</SettingsSummary>
          <SettingsBody>
            {/* Keyed by the count so the field shows the new one after an update. */}
            <StreetCountForm
              key={pendingStreetCount ?? sector.streets.length}
              streets={sector.streets}
              pendingCount={pendingStreetCount}
              onUpdate={onUpdateStreetCount}
            />
          </SettingsBody>
        </Settings>
      </Card>
      {FieldSheet ? <FieldSheet sector={sector} contacts={contacts} printedAt={printedAt} /> : null}
    </Page>
  );
}
