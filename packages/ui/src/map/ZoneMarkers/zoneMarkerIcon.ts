import { type DivIcon, divIcon } from 'leaflet';

// Leaflet sizes markers in pixels; the look is in ZoneMarkers.styles.ts. A zone is a 32 px pin drawn
// inside a 44 px box, the smallest target a finger in the street hits reliably.
const ZONE_MARKER_SIZE = 44;

export const ZONE_MARKER_CLASS = 'prospect-zone-marker';

// A map pin (the same as LocationIcon's), in the marker's text colour. Fixed markup, no user text.
const pinSvg =
  '<svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" ' +
  'stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">' +
  '<path d="M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21z"/><circle cx="12" cy="9.5" r="2.5"/></svg>';

export const zoneIcon: DivIcon = divIcon({
  className: ZONE_MARKER_CLASS,
  html: `<span class="prospect-zone-pin">${pinSvg}</span>`,
  iconSize: [ZONE_MARKER_SIZE, ZONE_MARKER_SIZE],
  // The name's label sits under the pin.
  tooltipAnchor: [0, ZONE_MARKER_SIZE / 2],
});
