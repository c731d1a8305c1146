import { type DivIcon, divIcon } from 'leaflet';

// Leaflet sizes markers in pixels; the look is in ZoneMarkers.styles.ts. A zone is a 32 px pin drawn
// inside a 44 px box, the smallest target a finger in the street hits reliably.
const ZONE_MARKER_SIZE = 44;

export const ZONE_MARKER_CLASS = 'prospect-zone-marker';
export const ZONE_LABEL_CLASS = 'prospect-zone-label';

// A map pin (the same as LocationIcon's), in the marker's text colour. Fixed markup, no user text.
const pinSvg =
  '<svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" ' +
  'stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">' +
  '<path d="M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21z"/><circle cx="12" cy="9.5" r="2.5"/></svg>';

/**
 * A zone's pin with its name under it, in one marker. The name is part of the icon, placed by CSS,
 * rather than a Leaflet tooltip: Leaflet measures each tooltip to place it, one forced layout per
 * zone when the map opens and again at every zoom (10 ms of the dashboard's first map at 1x CPU).
 * The name is set as text, never as HTML, and hidden from assistive technology: the marker's title
 * ('Ouvrir la zone …') already names it.
 */
export function zoneIcon(name: string): DivIcon {
  const face = document.createElement('span');
  face.className = 'prospect-zone-face';
  const pin = document.createElement('span');
  pin.className = 'prospect-zone-pin';
  pin.innerHTML = pinSvg;
  const label = document.createElement('span');
  label.className = ZONE_LABEL_CLASS;
  label.setAttribute('aria-hidden', 'true');
  label.textContent = name;
  face.append(pin, label);
  return divIcon({
    className: ZONE_MARKER_CLASS,
    html: face,
    iconSize: [ZONE_MARKER_SIZE, ZONE_MARKER_SIZE],
  });
}
