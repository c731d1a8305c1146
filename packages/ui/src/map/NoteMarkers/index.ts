export { NoteMarkers, type NoteMarkersProps, type NotePopupTarget } from './NoteMarkers';
export { useNoteClusters } from './use-note-clusters';
