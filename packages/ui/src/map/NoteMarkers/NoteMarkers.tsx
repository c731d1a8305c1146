import {
  DomEvent,
  type LeafletEvent,
  type LeafletKeyboardEvent,
  type Map as LeafletMap,
  type Popup as LeafletPopup,
} from 'leaflet';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Marker, Popup, useMap } from 'react-leaflet';
import { t } from '../../i18n';
import type { ClusterItem } from '../clustering/note-cluster-index';
import { useMapClick } from '../MapView/use-map-click';
import { NotePopup } from '../NotePopup';
import { SectorTapPopup } from '../SectorTapPopup';
import type { LatLngLiteral, LatLngTuple, MapNote, MapSector } from '../types';
import { pointToLatLng } from '../viewport';
import { clusterIcon, noteIcon, pendingNoteIcon } from './marker-icons';
import { panPopupIntoView } from './pan-popup-into-view';
import { useNoteClusters } from './use-note-clusters';
import '../../i18n/messages/map';
import '../../i18n/messages/sync';

/** One look for every popup of the layer; it closes and pans on our terms (see usePopupEvents). */
const POPUP_OPTIONS = {
  closeButton: false,
  closeOnClick: false,
  autoPan: false,
  minWidth: 240,
  maxWidth: 280,
} as const;

export type NotePopupTarget =
  | { kind: 'note'; noteId: number; mode?: 'view' | 'edit' }
  | { kind: 'new'; location: LatLngLiteral }
  | { kind: 'sector'; location: LatLngLiteral; sector: MapSector };

export interface NoteMarkersProps {
  notes: readonly MapNote[];
  /** When given, a click on the map opens a new-note popup there. */
  onCreateNote?: ((location: LatLngLiteral, content: string) => Promise<void>) | undefined;
  onUpdateNote?: ((note: MapNote, content: string) => Promise<void>) | undefined;
  onDeleteNote?: ((note: MapNote) => Promise<void>) | undefined;
  /** Above this many notes the cluster index is built in a Web Worker (5,000 by default). */
  workerThreshold?: number | undefined;
  /** A popup open from the start (stories, links to a note). */
  initialPopup?: NotePopupTarget | undefined;
  /**
   * Notes kept on this device, not yet sent (new ones have negative ids): a dashed marker named
   * '… (Pas encore envoyé)', and the mark in their popup.
   */
  pendingNoteIds?: ReadonlySet<number> | undefined;
  /**
   * The sector under a tap, if any. With `onOpenSector`, a tap inside a sector offers to open it
   * (or to add a note there) instead of starting a note at once.
   */
  sectorAt?: ((location: LatLngLiteral) => MapSector | null) | undefined;
  onOpenSector?: ((sector: MapSector) => void) | undefined;
}

/**
 * Zone notes as clustered markers (supercluster, spec §9 settings) with the note popup: a click on a
 * cluster zooms in, a click on a note opens it, a click on the map opens a new note (or closes the
 * open popup). Markers are focusable buttons named 'Note de {user}'; Enter or Space opens them.
 */
export function NoteMarkers({
  notes,
  onCreateNote,
  onUpdateNote,
  onDeleteNote,
  workerThreshold,
  initialPopup,
  pendingNoteIds,
  sectorAt,
  onOpenSector,
}: NoteMarkersProps) {
  const map = useMap();
  const { items, expansionZoom } = useNoteClusters(notes, workerThreshold);
  const noteById = useMemo(() => new Map(notes.map((note) => [note.id, note])), [notes]);
  const [target, setTarget] = useState<NotePopupTarget | null>(initialPopup ?? null);
  const close = useCallback(() => setTarget(null), []);
  const isPending = (noteId: number) => pendingNoteIds?.has(noteId) ?? false;

  const openTarget = useRef(target);
  openTarget.current = target;
  useMapClick((location) => {
    if (openTarget.current) {
      setTarget(null);
      return;
    }
    const sector = onOpenSector ? sectorAt?.(location) : null;
    if (sector) setTarget({ kind: 'sector', location, sector });
    else if (onCreateNote) setTarget({ kind: 'new', location });
  });

  const zoomInto = useCallback(
    async (item: Extract<ClusterItem, { kind: 'cluster' }>) => {
      const zoom = await expansionZoom(item.clusterId);
      map.setView([item.lat, item.lng], Math.min(zoom, map.getMaxZoom()), { animate: false });
    },
    [expansionZoom, map],
  );

  const openNote = target?.kind === 'note' ? (noteById.get(target.noteId) ?? null) : null;
  const newPlace = target?.kind === 'new' ? target.location : null;
  const tappedSector = target?.kind === 'sector' ? target : null;
  const place = newPlace ?? tappedSector?.location ?? null;
  const popupLatLng = openNote ? pointToLatLng(openNote.location) : place ? [place.lat, place.lng] : null;
  const [popupLat, popupLng] = popupLatLng ?? [];
  const popupPosition = useMemo<LatLngTuple | null>(
    () => (popupLat === undefined || popupLng === undefined ? null : [popupLat, popupLng]),
    [popupLat, popupLng],
  );
  const popupKey = openNote ? `note-${openNote.id}` : `${target?.kind}-${popupPosition?.join(',')}`;
  const popupEvents = usePopupEvents(map, close);

  return (
    <>
      {items.map((item) =>
        item.kind === 'cluster' ? (
          <Marker
            key={`cluster-${item.clusterId}`}
            position={[item.lat, item.lng]}
            icon={clusterIcon(item.count)}
            title={t('map.cluster.marker', { count: item.count })}
            eventHandlers={{
              click: () => void zoomInto(item),
              keydown: (event: LeafletKeyboardEvent) => {
                if (isActivation(event)) void zoomInto(item);
              },
            }}
          />
        ) : (
          <NoteMarker
            // react-leaflet updates a marker's icon but not its title: a note that stops (or starts)
            // waiting gets a new marker, so its name follows.
            key={`note-${item.noteId}-${isPending(item.noteId) ? 'pending' : 'sent'}`}
            note={noteById.get(item.noteId)}
            pending={isPending(item.noteId)}
            onOpen={setTarget}
          />
        ),
      )}
      {popupPosition && tappedSector && onOpenSector ? (
        <Popup key={popupKey} position={popupPosition} eventHandlers={popupEvents} {...POPUP_OPTIONS}>
          <SectorTapPopup
            number={tappedSector.sector.number ?? tappedSector.sector.id}
            onOpenSector={() => onOpenSector(tappedSector.sector)}
            onNewNote={
              onCreateNote ? () => setTarget({ kind: 'new', location: tappedSector.location }) : undefined
            }
            onClose={close}
          />
        </Popup>
      ) : null}
      {popupPosition && (openNote || newPlace) ? (
        <Popup key={popupKey} position={popupPosition} eventHandlers={popupEvents} {...POPUP_OPTIONS}>
          <NotePopup
            note={openNote}
            pending={openNote ? isPending(openNote.id) : false}
            initialMode={target?.kind === 'note' ? target.mode : 'view'}
            onClose={close}
            onSave={newPlace && onCreateNote ? (content) => onCreateNote(newPlace, content) : undefined}
            onUpdate={openNote && onUpdateNote ? (content) => onUpdateNote(openNote, content) : undefined}
            onDelete={openNote && onDeleteNote ? () => onDeleteNote(openNote) : undefined}
          />
        </Popup>
      ) : null}
    </>
  );
}

/**
 * Leaflet opens the popup empty and React fills it afterwards; its size also changes with the mode.
 * A ResizeObserver keeps it in view whatever its size. Closing it (Escape, or removal) clears the target.
 *
 * React handles a click inside the popup at its portal, before the event reaches the map, and may
 * re-render the clicked button away ('Modifier', 'Annuler'). Leaflet then finds the button detached,
 * cannot tell it sat in a popup, and fires a map click that would close or reopen the popup. So clicks
 * stop at the popup.
 */
function usePopupEvents(map: LeafletMap, onClosed: () => void) {
  return useMemo(() => {
    let observer: ResizeObserver | null = null;
    let frame = 0;
    return {
      add: (event: LeafletEvent) => {
        const popup = event.target as LeafletPopup;
        const element = popup.getElement();
        if (!element) return;
        DomEvent.on(element, 'click', DomEvent.stopPropagation);
        if (typeof ResizeObserver === 'undefined') return;
        // Panning inside the observer's callback would resize again within the same frame. By the next
        // frame the popup (or the whole map, when the page is left) may be gone.
        observer = new ResizeObserver(() => {
          cancelAnimationFrame(frame);
          frame = requestAnimationFrame(() => {
            if (popup.isOpen()) panPopupIntoView(map, popup);
          });
        });
        observer.observe(element);
      },
      remove: () => {
        observer?.disconnect();
        cancelAnimationFrame(frame);
        onClosed();
      },
    };
  }, [map, onClosed]);
}

function isActivation(event: LeafletKeyboardEvent): boolean {
  const { key } = event.originalEvent;
  if (key !== 'Enter' && key !== ' ') return false;
  event.originalEvent.preventDefault();
  return true;
}

/** 'Note de {user}', and '(Pas encore envoyé)' after it while the note waits on this device. */
function noteMarkerName(note: MapNote, pending: boolean): string {
  const name = note.user ? t('map.note.marker', { user: note.user }) : t('map.note.markerAnonymous');
  return pending ? `${name} (${t('sync.pending')})` : name;
}

interface NoteMarkerProps {
  note: MapNote | undefined;
  pending: boolean;
  onOpen: (target: NotePopupTarget) => void;
}

function NoteMarker({ note, pending, onOpen }: NoteMarkerProps) {
  const position = pointToLatLng(note?.location);
  if (!note || !position) return null;
  const open = () => onOpen({ kind: 'note', noteId: note.id });
  return (
    <Marker
      position={position}
      icon={pending ? pendingNoteIcon : noteIcon}
      title={noteMarkerName(note, pending)}
      eventHandlers={{
        click: open,
        keydown: (event: LeafletKeyboardEvent) => {
          if (isActivation(event)) open();
        },
      }}
    />
  );
}
