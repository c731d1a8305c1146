import 'leaflet/dist/leaflet.css';
import { type GridLayer, type LeafletEvent, type Map as LeafletMap, latLngBounds } from 'leaflet';
import type { CSSProperties, ReactNode } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AttributionControl, MapContainer, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { t } from '../../i18n';
import { DEFAULT_TILE_URL, ZONES_FIT } from '../constants';
import {
  browserGeolocation,
  type GeolocationPreferenceStore,
  GeolocationPrompt,
  type GeolocationSource,
  localStoragePreferenceStore,
  type PositionFix,
  ResetGeolocationButton,
  useUserPosition,
} from '../geolocation';
import { tileCreditHtml } from '../tile-credit';
import { useFirstTilesEarly } from '../tile-warmup';
import { useMapTiles } from '../tiles';
import type { LatLngLiteral, LatLngTuple } from '../types';
import { useAfterPaintValue } from '../use-after-paint-value';
import { useNextTaskValue } from '../use-next-task-value';
import { resolveMapView } from '../viewport';
import { HereMarker } from './HereMarker';
import { loadedTileUrls } from './loaded-tile-urls';
import { Frame } from './MapView.styles';
import { removalSafeCanvas } from './removal-safe-canvas';
import { useMapClick } from './use-map-click';
import '../../i18n/messages/map';

export interface MapViewProps {
  /** [lat, lng]. Without it the map offers to use the user's position (spec §2 map component). */
  center?: LatLngTuple | null | undefined;
  /** 13 by default; without a centre or a user position it widens by 2 (never below 5). */
  zoom?: number | undefined;
  /**
   * Places the map opens framed on (several zones, as ZONES_FIT frames them), read once when it is
   * created: its first tiles are then the ones it keeps, where a centre followed by a fit would load
   * two sets. Fewer than two places leave the centre and zoom to say where to look.
   */
  frame?: readonly LatLngTuple[] | undefined;
  /** Where to look without a centre or a user position; France by default. */
  fallbackCenter?: LatLngTuple | undefined;
  /**
   * `{z}/{x}/{y}` tile template; else MapTilesProvider's, else '/tiles/{z}/{x}/{y}.png' (what the demo
   * backend serves).
   */
  tileUrl?: string | undefined;
  /** Credit for the tiles as HTML (trusted code only: Leaflet reads it as HTML, never pass user text). */
  attribution?: string | undefined;
  /**
   * Credit for the tiles as plain text, shown as written: what comes from configuration or users.
   * Wins over `attribution`; without either, MapTilesProvider's text, else the catalogue's credit.
   */
  attributionText?: string | undefined;
  /** False for a still picture of a place: no dragging, zooming or keyboard focus. */
  interactive?: boolean | undefined;
  /** A CSS length, e.g. theme.sizes.zoneDetailMap. */
  height: string;
  /** The map's accessible name; 'Carte' by default. */
  label?: string | undefined;
  /** Layers: SectorPolygons, NoteMarkers… */
  children?: ReactNode;
  onMapClick?: ((latlng: LatLngLiteral) => void) | undefined;
  /** `navigator.geolocation` by default; stories pass a fake. */
  geolocation?: GeolocationSource | undefined;
  /** Where the user's answer is kept; localStorage by default. */
  preferenceStore?: GeolocationPreferenceStore | undefined;
  /**
   * Shown under the map: what the agent's position means there (TerritoryMap's « Vous êtes dans le
   * secteur »). Called with null until the position is shared and found.
   */
  positionStatus?: ((fix: PositionFix | null) => ReactNode) | undefined;
  /**
   * The layers' code is still coming (LazyTerritoryMap): the map draws its tiles meanwhile, and says
   * its layers are pending and its tiles loading until the layers are on it and drawn.
   */
  layersPending?: boolean | undefined;
  /** Called once, when the first view's tiles are in (or have failed). */
  onFirstTiles?: (() => void) | undefined;
  className?: string | undefined;
}

const defaultPreferenceStore = localStoragePreferenceStore();

/** Close enough to tell one's street when the pin brings the map back to the agent. */
const HERE_ZOOM = 16;

/**
 * A Leaflet map with the spec's centre and zoom rules (§9), the geolocation question when no centre is
 * given, and deterministic rendering: no animations, `data-layers="ready"` once its layers are on it (a
 * tap reaches them) and `data-tiles="loaded"` once its tiles are in and its layers have drawn.
 */
export function MapView({
  center,
  zoom,
  frame,
  fallbackCenter,
  tileUrl,
  attribution,
  attributionText,
  interactive = true,
  height,
  label = t('map.label'),
  children,
  onMapClick,
  geolocation = browserGeolocation(),
  preferenceStore = defaultPreferenceStore,
  positionStatus,
  layersPending = false,
  onFirstTiles,
  className,
}: MapViewProps) {
  const appTiles = useMapTiles();
  const credit = tileCreditHtml({ attributionText, attribution }, appTiles, t('map.attribution'));
  const needsPosition = !center;
  // Read on every map once shared: 'vous êtes ici' shows wherever the agent looks.
  const user = useUserPosition({ enabled: true, geolocation, store: preferenceStore });
  // A centred map asks only when its pin is tapped.
  const [asked, setAsked] = useState(false);
  // « Centrer sur moi » tapped before the position is known: centre on it when it comes.
  const [centreWhenFound, setCentreWhenFound] = useState(false);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const view = resolveMapView({
    center,
    zoom,
    userPosition: needsPosition ? user.position : null,
    fallbackCenter,
  });
  const [tiles, setTiles] = useState<'loading' | 'loaded'>('loading');
  // Read once by MapContainer: one renderer for the life of this map, and the frame it opens on.
  const [renderer] = useState(removalSafeCanvas);
  const [bounds] = useState(() =>
    frame && frame.length > 1 ? latLngBounds(frame.map(([lat, lng]) => [lat, lng])) : null,
  );
  // Leaflet makes its map in a task after the frame that lays out and paints the screen around it; its
  // tiles come in the next task, the layers (sectors, notes) in the one after: short tasks on a phone,
  // not one long one that holds up the screen, and no layout forced into any of them.
  const live = useAfterPaintValue(true, false);
  const tilesLive = useNextTaskValue(map !== null, false);
  const layersLive = useNextTaskValue(tilesLive && !layersPending, false);
  // The layers draw their markers in their effects: a task after they mount, they are on the map.
  const layersDrawn = useNextTaskValue(layersLive, false);
  // The view Leaflet makes the map on (MapContainer reads it once, in the render that first holds it):
  // ViewSync moves the map from there, even when the view changed before it mounted. A framed map
  // opens on its frame instead: null.
  const madeOn = useRef<string | null | undefined>(undefined);
  if (live && madeOn.current === undefined) madeOn.current = bounds ? null : viewKey(view.center, view.zoom);
  const tileTemplate = tileUrl ?? appTiles.url ?? DEFAULT_TILE_URL;
  // Meanwhile the first view's tiles are asked for from the frame (the map's box), as soon as the
  // browser has laid it out: tasks earlier than Leaflet would. A framed map's zoom waits for Leaflet's
  // fitting, so it is left to Leaflet.
  const frameRef = useRef<HTMLDivElement>(null);
  useFirstTilesEarly(
    frameRef,
    live || bounds ? null : { center: view.center, zoom: view.zoom, urlTemplate: tileTemplate },
  );
  const here = user.position;
  useEffect(() => {
    if (!centreWhenFound || !map || !here) return;
    setCentreWhenFound(false);
    map.setView(here, Math.max(map.getZoom(), HERE_ZOOM), { animate: false });
  }, [centreWhenFound, map, here]);
  const reportFirstView = useRef(appTiles.onFirstViewTiles);
  reportFirstView.current = appTiles.onFirstViewTiles;
  const firstViewReported = useRef(false);
  const firstTiles = useRef(onFirstTiles);
  firstTiles.current = onFirstTiles;
  const firstTilesIn = useRef(false);
  const tileEvents = useMemo(
    () => ({
      loading: () => setTiles('loading'),
      load: (event: LeafletEvent) => {
        setTiles('loaded');
        if (!firstTilesIn.current) {
          firstTilesIn.current = true;
          firstTiles.current?.();
        }
        if (firstViewReported.current || !reportFirstView.current) return;
        // Leaflet also says 'load' for a view with nothing to load (a box not laid out yet).
        const urls = loadedTileUrls(event.target as GridLayer);
        if (urls.length === 0) return;
        firstViewReported.current = true;
        reportFirstView.current(urls);
      },
    }),
    [],
  );

  return (
    <>
      <Frame
        ref={frameRef}
        className={className}
        role={interactive ? 'region' : 'img'}
        aria-label={label}
        data-interactive={interactive}
        // 'loaded' once the layers have drawn too: a screenshot then never catches tiles without them.
        data-tiles={layersDrawn ? tiles : 'loading'}
        data-layers={layersLive ? 'ready' : 'pending'}
        style={{ '--map-height': height } as CSSProperties}
      >
        {live ? (
          <MapContainer
            ref={setMap}
            className="prospect-map"
            {...(bounds ? { bounds, boundsOptions: ZONES_FIT } : { center: view.center, zoom: view.zoom })}
            preferCanvas
            renderer={renderer}
            zoomControl={false}
            attributionControl={false}
            zoomAnimation={false}
            fadeAnimation={false}
            markerZoomAnimation={false}
            dragging={interactive}
            touchZoom={interactive}
            doubleClickZoom={interactive}
            scrollWheelZoom={interactive}
            boxZoom={interactive}
            keyboard={interactive}
          >
            {tilesLive ? (
              <TileLayer url={tileTemplate} attribution={credit} eventHandlers={tileEvents} />
            ) : null}
            {/* No 'Leaflet' link prefix: a still map must hold nothing focusable, and the tiles' credit is enough. */}
            <AttributionControl prefix={false} />
            {interactive ? (
              <ZoomControl zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
            ) : null}
            <ViewSync center={view.center} zoom={view.zoom} madeOn={madeOn.current ?? null} />
            <FollowContainerSize />
            <MapClickListener onMapClick={onMapClick} />
            {layersLive ? children : null}
            {layersLive && user.fix ? <HereMarker fix={user.fix} /> : null}
          </MapContainer>
        ) : null}
        {user.preference === 'pending' && (needsPosition || asked) ? (
          <GeolocationPrompt onAllow={user.allow} onDecline={user.decline} />
        ) : null}
        {interactive && !(user.preference === 'pending' && (needsPosition || asked)) ? (
          <ResetGeolocationButton
            recenters={user.preference !== 'denied'}
            onReset={() => {
              if (user.position) {
                map?.setView(user.position, Math.max(map.getZoom(), HERE_ZOOM), { animate: false });
                return;
              }
              setCentreWhenFound(true);
              // Not shared yet, or refused: the question again (spec: the pin resets the answer).
              if (user.preference !== 'granted') {
                setAsked(true);
                user.reset();
              }
            }}
          />
        ) : null}
      </Frame>
      {positionStatus?.(user.preference === 'granted' ? user.fix : null)}
    </>
  );
}

/** MapContainer reads centre and zoom once; this follows later changes (a position that arrives). */
function ViewSync({
  center: [lat, lng],
  zoom,
  madeOn,
}: {
  center: LatLngTuple;
  zoom: number;
  madeOn: string | null;
}) {
  const map = useMap();
  // The view the map shows; null until a framed map's first view is known.
  const shown = useRef(madeOn);
  useEffect(() => {
    const wanted = viewKey([lat, lng], zoom);
    if (shown.current === wanted) return;
    const framed = shown.current === null;
    shown.current = wanted;
    // A framed map keeps its frame until the view changes after it opened.
    if (!framed) map.setView([lat, lng], zoom, { animate: false });
  }, [map, lat, lng, zoom]);
  return null;
}

const viewKey = ([lat, lng]: LatLngTuple, zoom: number) => `${lat},${lng},${zoom}`;

/** Leaflet only watches the window; a map in a list or a dialog changes size on its own. */
function FollowContainerSize() {
  const map = useMap();
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize({ animate: false }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

function MapClickListener({ onMapClick }: { onMapClick: MapViewProps['onMapClick'] }) {
  useMapClick(onMapClick);
  return null;
}
