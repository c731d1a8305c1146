// Builds and queries the note cluster index off the main thread, for zones with years of notes.
import { createNoteClusterIndex, type NoteClusterIndex, packItems } from './note-cluster-index';
import type { ClusterRequest, ClusterResponse } from './protocol';

let index: NoteClusterIndex | null = null;

function reply(message: ClusterResponse, transfer: Transferable[] = []) {
  self.postMessage(message, { transfer });
}

self.onmessage = (event: MessageEvent<ClusterRequest>) => {
  const request = event.data;
  if (request.type === 'load') {
    index = createNoteClusterIndex(request.points);
    return;
  }
  try {
    if (!index) throw new Error('cluster index not loaded');
    if (request.type === 'clusters') {
      const items = packItems(index.getClusters(request.bbox, request.zoom));
      reply({ type: 'clusters', requestId: request.requestId, items }, [items.buffer]);
    } else {
      reply({
        type: 'expansion',
        requestId: request.requestId,
        zoom: index.getExpansionZoom(request.clusterId),
      });
    }
  } catch (error) {
    reply({ type: 'error', requestId: request.requestId, message: String(error) });
  }
};
