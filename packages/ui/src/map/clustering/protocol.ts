import type { Bbox } from './note-cluster-index';

/** Messages to the cluster worker. Buffers are transferred, not copied. */
export type ClusterRequest =
  | { type: 'load'; points: Float64Array }
  | { type: 'clusters'; requestId: number; bbox: Bbox; zoom: number }
  | { type: 'expansion'; requestId: number; clusterId: number };

/** Answers from the cluster worker, matched to their request by `requestId`. */
export type ClusterResponse =
  | { type: 'clusters'; requestId: number; items: Float64Array }
  | { type: 'expansion'; requestId: number; zoom: number }
  | { type: 'error'; requestId: number; message: string };
