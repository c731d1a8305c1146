import { useMemo, useState } from 'react';
import { useTheme } from 'styled-components';
import { rejectionMessage } from '../../errors';
import { t } from '../../i18n';
import { agencyCityCenter } from '../../map/agency-cities';
import type { GeolocationPreferenceStore, GeolocationSource } from '../../map/geolocation';
import { LazyMapView } from '../../map/lazy';
import { MapLoading } from '../../map/MapLoading';
import type { LatLngLiteral, LatLngTuple } from '../../map/types';
import { pointToLatLng } from '../../map/viewport';
import { LazyZoneMarkers } from '../../map/ZoneMarkers/lazy';
import type { MapZone } from '../../map/ZoneMarkers/ZoneMarkers';
import { useToast } from '../../primitives/Toast';
import { type MapMode, MapModeToggle } from '../MapModeToggle';
import { Wrapper } from './DashboardMap.styles';

export interface DashboardMapProps<Z extends MapZone = MapZone> {
  /**
   * Creates a zone at the clicked place (the app names it by reverse geocoding, then POST …/zones/create/).
   * The map goes back to view mode once it resolves; a rejection's message is shown as an error toast.
   */
  onCreateZone: (location: LatLngLiteral) => Promise<void>;
  /** The user's zones, one marker each; the map opens fitted on them. */
  zones?: readonly Z[] | undefined;
  /** True until the zones are known: the map waits, rather than ask for a position it may not need. */
  zonesLoading?: boolean | undefined;
  /** A tap on a zone's marker: opens it the way the zone list does. */
  onOpenZone?: ((zone: Z) => void) | undefined;
  /** The user's agency city (profile.tenant.city): where the map opens with no zone and no position. */
  agencyCity?: string | null | undefined;
  /** Starts in add mode (stories). */
  initialMode?: MapMode;
  tileUrl?: string | undefined;
  geolocation?: GeolocationSource | undefined;
  preferenceStore?: GeolocationPreferenceStore | undefined;
}

/** The middle of the box around the zones that have a place, or null when none has. */
/** Where the zones are: their places, and the middle of them. */
function zonesView(zones: readonly MapZone[]): { center: LatLngTuple; points: LatLngTuple[] } | null {
  const points = zones.flatMap((zone) => {
    const point = pointToLatLng(zone.location);
    return point ? [point] : [];
  });
  if (points.length === 0) return null;
  const lats = points.map(([lat]) => lat);
  const lngs = points.map(([, lng]) => lng);
  const center: LatLngTuple = [
    (Math.min(...lats) + Math.max(...lats)) / 2,
    (Math.min(...lngs) + Math.max(...lngs)) / 2,
  ];
  return { center, points };
}

const noZones: readonly MapZone[] = [];

/**
 * The dashboard's map. With zones it opens fitted on them (a labelled marker each, a tap opens the
 * zone) and does not ask for the user's position: the zones say where to look. Without zones it asks
 * for the position, and meanwhile, or when refused, shows the user's agency city.
 * 'Ajouter une zone' switches to add mode, where a click creates a zone there.
 */
export function DashboardMap<Z extends MapZone = MapZone>({
  onCreateZone,
  zones = noZones as readonly Z[],
  zonesLoading = false,
  onOpenZone,
  agencyCity,
  initialMode = 'view',
  tileUrl,
  geolocation,
  preferenceStore,
}: DashboardMapProps<Z>) {
  const theme = useTheme();
  const toast = useToast();
  const [mode, setMode] = useState<MapMode>(initialMode);
  const [busy, setBusy] = useState(false);
  // The first zones to arrive set the view; later ones (a zone just created) leave it where it is.
  const currentView = useMemo(() => zonesView(zones), [zones]);
  const [view, setView] = useState(currentView);
  if (view === null && currentView !== null) setView(currentView);

  async function handleMapClick(location: LatLngLiteral) {
    if (mode !== 'add' || busy) return;
    setBusy(true);
    try {
      await onCreateZone(location);
      setMode('view');
    } catch (error) {
      toast.error(rejectionMessage(error, t('errors.zoneCreate.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Wrapper data-mode={mode}>
      <MapModeToggle mode={mode} busy={busy} onToggle={() => setMode(mode === 'view' ? 'add' : 'view')} />
      {zonesLoading ? (
        <MapLoading height={theme.sizes.zoneDetailMap} />
      ) : (
        <LazyMapView
          height={theme.sizes.zoneDetailMap}
          center={view?.center ?? null}
          frame={view?.points}
          fallbackCenter={agencyCityCenter(agencyCity)}
          onMapClick={handleMapClick}
          tileUrl={tileUrl}
          geolocation={geolocation}
          preferenceStore={preferenceStore}
        >
          {zones.length > 0 ? (
            <LazyZoneMarkers zones={zones} onOpenZone={(zone) => onOpenZone?.(zone)} />
          ) : null}
        </LazyMapView>
      )}
    </Wrapper>
  );
}
