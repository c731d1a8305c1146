import {
  type Bbox,
  type ClusterItem,
  createNoteClusterIndex,
  type NoteClusterIndex,
  unpackItems,
} from './note-cluster-index';
import type { ClusterRequest, ClusterResponse } from './protocol';

/** The same questions as NoteClusterIndex, answered later: the index may live in a worker. */
export interface AsyncNoteClusterIndex {
  getClusters(bbox: Bbox, zoom: number): Promise<ClusterItem[]>;
  getExpansionZoom(clusterId: number): Promise<number>;
  dispose(): void;
}

/** Wraps an index of this thread in the asynchronous interface. */
export function asAsync(index: NoteClusterIndex): AsyncNoteClusterIndex {
  return {
    getClusters: async (bbox, zoom) => index.getClusters(bbox, zoom),
    getExpansionZoom: async (clusterId) => index.getExpansionZoom(clusterId),
    dispose: () => {},
  };
}

function startClusterWorker(): Worker {
  return new Worker(new URL('./cluster.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Builds the index in a Web Worker; `points` (from packNotePoints) is transferred, so the caller
 * must not use it afterwards. Without Worker support the index is built here instead.
 */
export function createWorkerClusterIndex(
  points: Float64Array,
  startWorker = startClusterWorker,
): AsyncNoteClusterIndex {
  if (typeof Worker === 'undefined') return asAsync(createNoteClusterIndex(points));
  const worker = startWorker();
  const waiting = new Map<
    number,
    { resolve: (answer: ClusterResponse) => void; reject: (error: Error) => void }
  >();
  let nextRequestId = 1;

  worker.onmessage = (event: MessageEvent<ClusterResponse>) => {
    const answer = event.data;
    const request = waiting.get(answer.requestId);
    if (!request) return;
    waiting.delete(answer.requestId);
    if (answer.type === 'error') request.reject(new Error(answer.message));
    else request.resolve(answer);
  };
  worker.onerror = (event) => {
    for (const request of waiting.values()) request.reject(new Error(event.message));
    waiting.clear();
  };

  function ask(request: ClusterRequest & { requestId: number }): Promise<ClusterResponse> {
    return new Promise((resolve, reject) => {
      waiting.set(request.requestId, { resolve, reject });
      worker.postMessage(request);
    });
  }

  worker.postMessage({ type: 'load', points } satisfies ClusterRequest, [points.buffer]);

  return {
    async getClusters(bbox, zoom) {
      const answer = await ask({ type: 'clusters', requestId: nextRequestId++, bbox, zoom });
      return answer.type === 'clusters' ? unpackItems(answer.items) : [];
    },
    async getExpansionZoom(clusterId) {
      const answer = await ask({ type: 'expansion', requestId: nextRequestId++, clusterId });
      return answer.type === 'expansion' ? answer.zoom : 0;
    },
    dispose() {
      worker.terminate();
      for (const request of waiting.values()) request.reject(new Error('cluster worker stopped'));
      waiting.clear();
    },
  };
}
