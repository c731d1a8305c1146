import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMap } from 'react-leaflet';
import {
  type Bbox,
  type ClusterItem,
  createNoteClusterIndex,
  packNotePoints,
} from '../clustering/note-cluster-index';
import { type AsyncNoteClusterIndex, createWorkerClusterIndex } from '../clustering/worker-cluster-index';
import { CLUSTER_WORKER_THRESHOLD } from '../constants';
import { useMapView } from '../MapView/use-map-view';
import type { MapNote } from '../types';

interface ClusterView {
  bbox: Bbox;
  zoom: number;
}

/** The visible area plus a quarter on each side, so markers just past the edge are ready when the user pans. */
function useClusterView(): ClusterView {
  const { zoom, box } = useMapView();
  const [west, south, east, north] = box;
  return useMemo(() => {
    const padLng = (east - west) / 4;
    const padLat = (north - south) / 4;
    return { zoom, bbox: [west - padLng, south - padLat, east + padLng, north + padLat] };
  }, [zoom, west, south, east, north]);
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
export function useNoteClusters(
  notes: readonly MapNote[],
  workerThreshold = CLUSTER_WORKER_THRESHOLD,
): NoteClusters {
  const map = useMap();
  const view = useClusterView();

  const inWorker = notes.length > workerThreshold;
  const localIndex = useMemo(
    () => (inWorker ? null : createNoteClusterIndex(packNotePoints(notes))),
    [notes, inWorker],
  );
  const localItems = useMemo(() => localIndex?.getClusters(view.bbox, view.zoom) ?? null, [localIndex, view]);

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
