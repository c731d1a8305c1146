import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMap, useMapEvent } from 'react-leaflet';
import {
  type Bbox,
  type ClusterItem,
  createNoteClusterIndex,
  packNotePoints,
} from '../clustering/noteClusterIndex';
import { type AsyncNoteClusterIndex, createWorkerClusterIndex } from '../clustering/workerClusterIndex';
import { CLUSTER_WORKER_THRESHOLD } from '../constants';
import type { MapNote } from '../types';

interface ClusterView {
  bbox: Bbox;
  zoom: number;
}

/** The visible area plus a margin, so markers just outside the edge are ready when the user pans. */
function readView(map: LeafletMap): ClusterView {
  const bounds = map.getBounds().pad(0.25);
  return { bbox: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], zoom: map.getZoom() };
}

export interface NoteClusters {
  items: ClusterItem[];
  /** The zoom at which a cluster splits. */
  expansionZoom: (clusterId: number) => Promise<number>;
}

/**
 * The clusters and single notes of the visible area. Up to `workerThreshold` notes the index is built
 * here, synchronously; above it, in a Web Worker, and the markers follow once it answers.
 */
export function useNoteClusters(notes: readonly MapNote[], workerThreshold = CLUSTER_WORKER_THRESHOLD): NoteClusters {
  const map = useMap();
  const [view, setView] = useState(() => readView(map));
  useMapEvent('moveend', () => setView(readView(map)));

  const inWorker = notes.length > workerThreshold;
  const localIndex = useMemo(() => (inWorker ? null : createNoteClusterIndex(packNotePoints(notes))), [notes, inWorker]);
  const localItems = useMemo(
    () => localIndex?.getClusters(view.bbox, view.zoom) ?? null,
    [localIndex, view],
  );

  const [workerIndex, setWorkerIndex] = useState<AsyncNoteClusterIndex | null>(null);
  const [workerItems, setWorkerItems] = useState<ClusterItem[]>([]);
  useEffect(() => {
    if (!inWorker) return;
    const index = createWorkerClusterIndex(packNotePoints(notes));
    setWorkerIndex(index);
    return () => {
      index.dispose();
      setWorkerIndex(null);
    };
  }, [notes, inWorker]);
  useEffect(() => {
    if (!workerIndex) return;
    let current = true;
    workerIndex.getClusters(view.bbox, view.zoom).then(
      (items) => {
        if (current) setWorkerItems(items);
      },
      () => {
        // The worker was stopped for newer notes; their answer replaces this one.
      },
    );
    return () => {
      current = false;
    };
  }, [workerIndex, view]);

  const expansionZoom = useCallback(
    async (clusterId: number) => {
      if (localIndex) return localIndex.getExpansionZoom(clusterId);
      return workerIndex ? workerIndex.getExpansionZoom(clusterId) : map.getZoom() + 1;
    },
    [localIndex, workerIndex, map],
  );

  return { items: localItems ?? workerItems, expansionZoom };
}
