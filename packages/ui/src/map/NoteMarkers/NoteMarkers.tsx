import type { LeafletKeyboardEvent } from 'leaflet';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Marker, Popup, useMap } from 'react-leaflet';
import { t } from '../../i18n';
import type { ClusterItem } from '../clustering/noteClusterIndex';
import { useMapClick } from '../MapView/useMapClick';
import { NotePopup } from '../NotePopup';
import type { LatLngLiteral, LatLngTuple, MapNote } from '../types';
import { pointToLatLng } from '../viewport';
import { clusterIcon, noteIcon } from './markerIcons';
import { useNoteClusters } from './useNoteClusters';

export type NotePopupTarget =
  | { kind: 'note'; noteId: number; mode?: 'view' | 'edit' }
  | { kind: 'new'; location: LatLngLiteral };

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
}

const POPUP_PADDING: [number, number] = [16, 16];

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
}: NoteMarkersProps) {
  const map = useMap();
  const { items, expansionZoom } = useNoteClusters(notes, workerThreshold);
  const noteById = useMemo(() => new Map(notes.map((note) => [note.id, note])), [notes]);
  const [target, setTarget] = useState<NotePopupTarget | null>(initialPopup ?? null);
  const close = useCallback(() => setTarget(null), []);

  const openTarget = useRef(target);
  openTarget.current = target;
  useMapClick((location) => {
    if (openTarget.current) setTarget(null);
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
  const popupPlace = target?.kind === 'new' ? target.location : null;
  const popupLatLng = openNote ? pointToLatLng(openNote.location) : popupPlace ? [popupPlace.lat, popupPlace.lng] : null;
  const [popupLat, popupLng] = popupLatLng ?? [];
  const popupPosition = useMemo<LatLngTuple | null>(
    () => (popupLat === undefined || popupLng === undefined ? null : [popupLat, popupLng]),
    [popupLat, popupLng],
  );
  const popupEvents = useMemo(() => ({ remove: close }), [close]);
  const popupKey = openNote ? `note-${openNote.id}` : `new-${popupPosition?.join(',')}`;

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
          <NoteMarker key={`note-${item.noteId}`} note={noteById.get(item.noteId)} onOpen={setTarget} />
        ),
      )}
      {popupPosition && (openNote || popupPlace) ? (
        <Popup
          key={popupKey}
          position={popupPosition}
          closeButton={false}
          closeOnClick={false}
          autoPanPadding={POPUP_PADDING}
          minWidth={240}
          maxWidth={280}
          eventHandlers={popupEvents}
        >
          <NotePopup
            note={openNote}
            initialMode={target?.kind === 'note' ? target.mode : 'view'}
            onClose={close}
            onSave={popupPlace && onCreateNote ? (content) => onCreateNote(popupPlace, content) : undefined}
            onUpdate={openNote && onUpdateNote ? (content) => onUpdateNote(openNote, content) : undefined}
            onDelete={openNote && onDeleteNote ? () => onDeleteNote(openNote) : undefined}
          />
        </Popup>
      ) : null}
    </>
  );
}

function isActivation(event: LeafletKeyboardEvent): boolean {
  const { key } = event.originalEvent;
  if (key !== 'Enter' && key !== ' ') return false;
  event.originalEvent.preventDefault();
  return true;
}

function NoteMarker({
  note,
  onOpen,
}: {
  note: MapNote | undefined;
  onOpen: (target: NotePopupTarget) => void;
}) {
  const position = pointToLatLng(note?.location);
  if (!note || !position) return null;
  const open = () => onOpen({ kind: 'note', noteId: note.id });
  return (
    <Marker
      position={position}
      icon={noteIcon}
      title={t('map.note.marker', { user: note.user })}
      eventHandlers={{
        click: open,
        keydown: (event: LeafletKeyboardEvent) => {
          if (isActivation(event)) open();
        },
      }}
    />
  );
}
