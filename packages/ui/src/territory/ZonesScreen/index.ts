export { LIVE_MAP_MARGIN, MAX_LIVE_MAPS } from './use-live-maps';
export { ZonesScreen, type ZonesScreenProps } from './ZonesScreen';
