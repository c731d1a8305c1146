// Territory screens: light (no Leaflet); their maps load lazily through map/lazy.
export {
  DashboardMap,
  type DashboardMapProps,
} from './DashboardMap';
// The field sheet is not exported: the sector page fetches it lazily (FieldSheet/lazy.ts).
export type { FieldSheetProps, FieldSheetSector } from './FieldSheet';
export { streetCountLabel, zoneNameOf } from './labels';
export { type MapMode, MapModeToggle, type MapModeToggleProps } from './MapModeToggle';
export { ModeModal, type ModeModalProps } from './ModeModal';
export {
  formatSize,
  OfflinePrepPanel,
  type OfflinePrepPanelProps,
  type OfflinePrepState,
  type OfflineTileSource,
} from './OfflinePrep';
export { RandomSectorPage, type RandomSectorPageProps, type RandomSectorStatus } from './RandomSectorPage';
export { parseStreetCount, SectorPage, type SectorPageProps } from './SectorPage';
export { SectorProgress, type SectorProgressProps } from './SectorProgress';
export { StreetChecklist, type StreetChecklistProps } from './StreetChecklist';
export type {
  HouseNote,
  HouseNoteLabel,
  Sector,
  Street,
  StreetStatus,
  Zone,
  ZoneDetail,
  ZoneNote,
} from './types';
export { ZoneDetailView, type ZoneDetailViewProps } from './ZoneDetailView';
export {
  SectorCard,
  type SectorCardProps,
  ZoneSectorsList,
  type ZoneSectorsListProps,
} from './ZoneSectorsList';
export { LIVE_MAP_MARGIN, MAX_LIVE_MAPS, ZonesScreen, type ZonesScreenProps } from './ZonesScreen';
export { ZoneTile, type ZoneTileProps } from './ZoneTile';
