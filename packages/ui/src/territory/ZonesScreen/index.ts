export { ZonesScreen, type ZonesScreenProps } from './ZonesScreen';
