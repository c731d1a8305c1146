import type { Map as LeafletMap, Popup as LeafletPopup } from 'leaflet';

/** Room kept between an open popup and the map's edges, in pixels; on the left, the zoom buttons too. */
const MARGIN = { top: 16, right: 16, bottom: 16, left: 70 };

/** How far to move along one axis so [start, end] fits inside [min + before, max - after]. */
export function overflow(
  start: number,
  end: number,
  min: number,
  max: number,
  before: number,
  after: number,
): number {
  if (start - before < min) return start - before - min;
  if (end + after > max) return Math.min(end + after - max, start - before - min);
  return 0;
}

/** The lowest edge of the controls along the map's top (zoom buttons), or the map's top without any. */
function topControlsBottom(map: LeafletMap, frame: DOMRect): number {
  const corners = map.getContainer().querySelectorAll('.leaflet-top');
  return Math.max(frame.top, ...[...corners].map((corner) => corner.getBoundingClientRect().bottom));
}

/**
 * The room kept above a popup too wide to sit beside the zoom buttons: under them when it fits there,
 * else as low as the map allows, so the buttons (drawn over popups) cover as little of it as can be.
 */
function topMarginUnderControls(map: LeafletMap, frame: DOMRect, height: number): number {
  const underControls = topControlsBottom(map, frame) - frame.top + MARGIN.top;
  if (underControls + height + MARGIN.bottom <= frame.height) return underControls;
  return Math.max(MARGIN.top, frame.height - MARGIN.bottom - height);
}

/**
 * Moves the map, without animation, so the whole popup shows. Leaflet's own autoPan animates, and its
 * animation reads the clock, which story screenshots freeze. A popup too wide to sit beside the zoom
 * buttons (a narrow map, zoomed in) goes under them instead.
 */
export function panPopupIntoView(map: LeafletMap, popup: LeafletPopup): void {
  const element = popup.getElement();
  if (!element) return;
  const frame = map.getContainer().getBoundingClientRect();
  const box = element.getBoundingClientRect();
  const besideControls = box.width <= frame.width - MARGIN.left - MARGIN.right;
  const left = besideControls ? MARGIN.left : MARGIN.right;
  const top = besideControls ? MARGIN.top : topMarginUnderControls(map, frame, box.height);
  const dx = overflow(box.left, box.right, frame.left, frame.right, left, MARGIN.right);
  const dy = overflow(box.top, box.bottom, frame.top, frame.bottom, top, MARGIN.bottom);
  if (dx || dy) map.panBy([dx, dy], { animate: false });
}
