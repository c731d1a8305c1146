import { useState } from 'react';
import { useTheme } from 'styled-components';
import { type MapMode, MapModeToggle } from '../../dashboard/MapModeToggle';
import { t } from '../../i18n';
import type { GeolocationPreferenceStore, GeolocationSource } from '../../map/geolocation';
import { LazyMapView } from '../../map/lazy';
import type { LatLngLiteral } from '../../map/types';
import { useToast } from '../../primitives/Toast';
import { errorMessage } from '../labels';
import { Wrapper } from './DashboardMap.styles';

export interface DashboardMapProps {
  /**
   * Creates a zone at the clicked place (the app names it by reverse geocoding, then POST …/zones/create/).
   * The map goes back to view mode once it resolves; a rejection's message is shown as an error toast.
   */
  onCreateZone: (location: LatLngLiteral) => Promise<void>;
  /** Starts in add mode (stories). */
  initialMode?: MapMode;
  tileUrl?: string | undefined;
  geolocation?: GeolocationSource | undefined;
  preferenceStore?: GeolocationPreferenceStore | undefined;
}

/**
 * The dashboard's map: in view mode a plain map (it asks for the user's position, having no centre of
 * its own); 'Ajouter une zone' switches to add mode, where a click creates a zone there.
 */
export function DashboardMap({
  onCreateZone,
  initialMode = 'view',
  tileUrl,
  geolocation,
  preferenceStore,
}: DashboardMapProps) {
  const theme = useTheme();
  const toast = useToast();
  const [mode, setMode] = useState<MapMode>(initialMode);
  const [busy, setBusy] = useState(false);

  async function handleMapClick(location: LatLngLiteral) {
    if (mode !== 'add' || busy) return;
    setBusy(true);
    try {
      await onCreateZone(location);
      setMode('view');
    } catch (error) {
      toast.error(errorMessage(error, t('territory.dashboardMap.createError')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Wrapper data-mode={mode}>
      <MapModeToggle mode={mode} busy={busy} onToggle={() => setMode(mode === 'view' ? 'add' : 'view')} />
      <LazyMapView
        height={theme.sizes.zoneDetailMap}
        onMapClick={handleMapClick}
        tileUrl={tileUrl}
        geolocation={geolocation}
        preferenceStore={preferenceStore}
      />
    </Wrapper>
  );
}
