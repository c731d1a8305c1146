export { LIVE_MAP_MARGIN, MAX_LIVE_MAPS } from './useLiveMaps';
export { ZonesScreen, type ZonesScreenProps } from './ZonesScreen';
