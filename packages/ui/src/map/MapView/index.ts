export { MapView, type MapViewProps } from './MapView';
export { useMapClick } from './use-map-click';
