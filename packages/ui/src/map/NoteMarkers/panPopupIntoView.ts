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

/**
 * Moves the map, without animation, so the whole popup shows. Leaflet's own autoPan animates, and its
 * animation reads the clock, which story screenshots freeze.
 */
export function panPopupIntoView(map: LeafletMap, popup: LeafletPopup): void {
  const element = popup.getElement();
  if (!element) return;
  const frame = map.getContainer().getBoundingClientRect();
  const box = element.getBoundingClientRect();
  const dx = overflow(box.left, box.right, frame.left, frame.right, MARGIN.left, MARGIN.right);
  const dy = overflow(box.top, box.bottom, frame.top, frame.bottom, MARGIN.top, MARGIN.bottom);
  if (dx || dy) map.panBy([dx, dy], { animate: false });
}
