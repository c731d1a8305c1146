import { type LeafletKeyboardEvent, latLngBounds } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { Marker, useMap } from 'react-leaflet';
import { t } from '../../i18n';
import { MAP_ZOOM, ZONES_FIT } from '../constants';
import type { GeoPoint, LatLngTuple } from '../types';
import { pointToLatLng } from '../viewport';
import { ZoneMarkerStyles } from './ZoneMarkers.styles';
import { ZONE_LABEL_CLASS, ZONE_MARKER_CLASS, zoneIcon } from './zone-marker-icon';
import '../../i18n/messages/territory';

/** What the layer needs of a zone: its name and its place (a zone without one is not drawn). */
export interface MapZone {
  id: number;
  name: string;
  location: GeoPoint | null | undefined;
}

export interface ZoneMarkersProps<Z extends MapZone> {
  zones: readonly Z[];
  /** A tap (or Enter, Space) on a zone's marker. */
  onOpenZone: (zone: Z) => void;
  /**
   * Fits the view on the zones the first time there are any (on by default); later changes (a zone
   * created or deleted) leave the view where the user put it.
   */
  fit?: boolean | undefined;
}

/** Room left around the fitted zones, so a marker and its label never touch the map's edge (px). */

/**
 * The user's zones as pins labelled with their name. Each pin is a focusable 44 × 44 px button named
 * 'Ouvrir la zone {name}' that opens the zone.
 */
export function ZoneMarkers<Z extends MapZone>({ zones, onOpenZone, fit = true }: ZoneMarkersProps<Z>) {
  const placed = useMemo(
    () =>
      zones.flatMap((zone) => {
        const position = pointToLatLng(zone.location);
        return position ? [{ zone, position, icon: zoneIcon(zone.name) }] : [];
      }),
    [zones],
  );
  return (
    <>
      <ZoneMarkerStyles />
      {fit ? <FitZones positions={placed.map(({ position }) => position)} /> : null}
      {placed.map(({ zone, position, icon }) => (
        <Marker
          // react-leaflet does not update a marker's title: a renamed zone gets a new marker.
          key={`${zone.id}-${zone.name}`}
          position={position}
          icon={icon}
          title={t('territory.zones.open', { name: zone.name })}
          eventHandlers={{
            click: () => onOpenZone(zone),
            keydown: (event: LeafletKeyboardEvent) => {
              const { key } = event.originalEvent;
              if (key !== 'Enter' && key !== ' ') return;
              // Also keeps Space from scrolling the page and Enter from firing a second click.
              event.originalEvent.preventDefault();
              onOpenZone(zone);
            },
          }}
        />
      ))}
      {/* After the markers, so their labels are on the map when it first looks. */}
      <HideCrowdedLabels count={placed.length} />
    </>
  );
}

/** Frames the zones once: one zone is centred at the usual zoom, several are fitted together. */
function FitZones({ positions }: { positions: LatLngTuple[] }) {
  const map = useMap();
  const key = positions.map(([lat, lng]) => `${lat},${lng}`).join(';');
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current || key === '') return;
    fitted.current = true;
    const points = key.split(';').map((pair) => pair.split(',').map(Number) as LatLngTuple);
    const [first] = points;
    if (points.length === 1 && first) map.setView(first, MAP_ZOOM.default, { animate: false });
    else map.fitBounds(latLngBounds(points), { ...ZONES_FIT, animate: false });
  }, [map, key]);
  return null;
}

const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/**
 * Zoomed out, towns a few kilometres apart put their names on top of each other and over the pins.
 * A label that would cover a pin or an earlier label is hidden until zooming in frees its place; the
 * pin keeps the name as its accessible name.
 */
function HideCrowdedLabels({ count }: { count: number }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    const update = () => {
      const labels = [...container.querySelectorAll<HTMLElement>(`.${ZONE_LABEL_CLASS}`)];
      // Every box read before any label is hidden or shown again: one layout for the whole map,
      // not one per label (visibility moves nothing, so the boxes stay true).
      const taken = [
        ...container.querySelectorAll<HTMLElement>(`.${ZONE_MARKER_CLASS} .prospect-zone-pin`),
      ].map((pin) => pin.getBoundingClientRect());
      const boxes = labels.map((label) => label.getBoundingClientRect());
      labels.forEach((label, index) => {
        const box = boxes[index];
        const crowded = !box || taken.some((other) => overlap(box, other));
        if (!crowded) taken.push(box);
        label.style.visibility = crowded ? 'hidden' : '';
      });
    };
    update();
    // Markers added after this layer's effect (a zone created meanwhile) are looked at on the next frame.
    const frame = requestAnimationFrame(update);
    map.on('zoomend moveend resize', update);
    return () => {
      cancelAnimationFrame(frame);
      map.off('zoomend moveend resize', update);
    };
  }, [map, count]);
  return null;
}
