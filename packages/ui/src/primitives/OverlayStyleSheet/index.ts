export { OverlayStyleSheet } from './OverlayStyleSheet';
