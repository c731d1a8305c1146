import { type DivIcon, divIcon } from 'leaflet';
import { formatCount } from '../../i18n';

// Leaflet sizes markers in pixels; the look (colours, borders) is in MapView.styles.ts.
// Markers are divs, not images: no icon files to load. A note is a 28 px dot drawn inside a 44 px
// transparent box, so a finger in the street hits it without the map filling up with big discs.
const NOTE_SIZE = 44;
const CLUSTER_SIZES = [
  { below: 10, size: 44 },
  { below: 100, size: 48 },
  { below: Infinity, size: 56 },
] as const;

export const noteIcon: DivIcon = divIcon({
  className: 'prospect-note-marker',
  html: '<span class="prospect-note-dot"></span>',
  iconSize: [NOTE_SIZE, NOTE_SIZE],
});

// A clock (the same as PendingBadge's), drawn in the marker's text colour. Fixed markup, no user text.
const clockSvg =
  '<svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="none" ' +
  'stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">' +
  '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/></svg>';

/** A note kept on this device, not yet sent: a dashed outline and a clock, so not told by colour alone. */
export const pendingNoteIcon: DivIcon = divIcon({
  className: 'prospect-note-marker prospect-note-marker-pending',
  html: `<span class="prospect-note-dot prospect-note-dot-pending">${clockSvg}</span>`,
  iconSize: [NOTE_SIZE, NOTE_SIZE],
});

// Under a thousand a count is written as is; Intl's compact notation ('1,2 k') is built with the first
// cluster past it, as the page's first Intl formatter is slow to build (formatCount).
let compact: Intl.NumberFormat | undefined;
const compactNumber = (count: number) => {
  if (count < 1000) return formatCount(count);
  compact ??= new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 1 });
  return compact.format(count);
};
const clusterIcons = new Map<number, DivIcon>();

/** A round badge with the number of notes it groups ('1,2 k' past a thousand). */
export function clusterIcon(count: number): DivIcon {
  let icon = clusterIcons.get(count);
  if (!icon) {
    const size = CLUSTER_SIZES.find(({ below }) => count < below)?.size ?? NOTE_SIZE;
    // A formatted number, never user text, so a string is safe here. Hidden from screen readers: the
    // marker's title ('268 notes regroupées') names it.
    const html = `<span aria-hidden="true">${compactNumber(count)}</span>`;
    icon = divIcon({ className: 'prospect-cluster-marker', html, iconSize: [size, size] });
    clusterIcons.set(count, icon);
  }
  return icon;
}
