export { ZonePreview, type ZonePreviewProps } from './ZonePreview';
