import Supercluster, { type ClusterFeature, type PointFeature } from 'supercluster';
import { CLUSTER_OPTIONS } from '../constants';
import type { MapNote } from '../types';
import { pointToLatLng } from '../viewport';

/** [west, south, east, north] in degrees, supercluster's order. */
export type Bbox = [number, number, number, number];

export type ClusterItem =
  | { kind: 'cluster'; clusterId: number; lat: number; lng: number; count: number }
  | { kind: 'note'; noteId: number; lat: number; lng: number };

/** The clustering the map needs, whether the index lives on this thread or in a worker. */
export interface NoteClusterIndex {
  getClusters(bbox: Bbox, zoom: number): ClusterItem[];
  /** The zoom at which a cluster splits, to zoom in when it is clicked. */
  getExpansionZoom(clusterId: number): number;
}

/** Numbers per note in a packed point list: id, longitude, latitude. */
export const POINT_STRIDE = 3;
/** Numbers per item in a packed answer: is-cluster flag, id, longitude, latitude, count. */
export const ITEM_STRIDE = 5;

/**
 * Notes as a flat Float64Array, so a large list crosses to a worker as one transferable buffer
 * instead of being copied object by object. Notes without a usable location are left out.
 */
export function packNotePoints(notes: readonly MapNote[]): Float64Array {
  const packed = new Float64Array(notes.length * POINT_STRIDE);
  let length = 0;
  for (const note of notes) {
    const latLng = pointToLatLng(note.location);
    if (!latLng) continue;
    packed[length] = note.id;
    packed[length + 1] = latLng[1];
    packed[length + 2] = latLng[0];
    length += POINT_STRIDE;
  }
  return packed.slice(0, length);
}

interface NoteProps {
  noteId: number;
}

/**
 * Spec §9 clustering (radius 60, clusters of 2 or more, none past zoom 16). The extent is one
 * 256 px Leaflet tile, so the 60 is screen pixels.
 */
export function createNoteClusterIndex(points: Float64Array): NoteClusterIndex {
  const features: PointFeature<NoteProps>[] = [];
  for (let i = 0; i + POINT_STRIDE <= points.length; i += POINT_STRIDE) {
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [points[i + 1] as number, points[i + 2] as number] },
      properties: { noteId: points[i] as number },
    });
  }
  const index = new Supercluster<NoteProps, Record<string, never>>({ ...CLUSTER_OPTIONS, extent: 256 }).load(
    features,
  );
  return {
    getClusters: (bbox, zoom) => index.getClusters(bbox, Math.round(zoom)).map(toItem),
    getExpansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
  };
}

function toItem(feature: ClusterFeature<Record<string, never>> | PointFeature<NoteProps>): ClusterItem {
  const [lng, lat] = feature.geometry.coordinates as [number, number];
  const { properties } = feature;
  if ('cluster' in properties && properties.cluster) {
    return { kind: 'cluster', clusterId: properties.cluster_id, lat, lng, count: properties.point_count };
  }
  return { kind: 'note', noteId: (properties as NoteProps).noteId, lat, lng };
}

/** Items as a flat Float64Array for the trip back from the worker. */
export function packItems(items: readonly ClusterItem[]): Float64Array {
  const packed = new Float64Array(items.length * ITEM_STRIDE);
  items.forEach((item, i) => {
    const at = i * ITEM_STRIDE;
    packed[at] = item.kind === 'cluster' ? 1 : 0;
    packed[at + 1] = item.kind === 'cluster' ? item.clusterId : item.noteId;
    packed[at + 2] = item.lng;
    packed[at + 3] = item.lat;
    packed[at + 4] = item.kind === 'cluster' ? item.count : 1;
  });
  return packed;
}

export function unpackItems(packed: Float64Array): ClusterItem[] {
  const items: ClusterItem[] = [];
  for (let at = 0; at + ITEM_STRIDE <= packed.length; at += ITEM_STRIDE) {
    const id = packed[at + 1] as number;
    const lng = packed[at + 2] as number;
    const lat = packed[at + 3] as number;
    items.push(
      packed[at] === 1
        ? { kind: 'cluster', clusterId: id, lat, lng, count: packed[at + 4] as number }
        : { kind: 'note', noteId: id, lat, lng },
    );
  }
  return items;
}
