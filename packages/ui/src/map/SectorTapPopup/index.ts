export { SectorTapPopup, type SectorTapPopupProps } from './SectorTapPopup';
