export { PositionLine, type PositionLineProps } from './PositionLine';
export {
  type PlacedSector,
  POOR_ACCURACY_METRES,
  type WhereAmI,
  whereAmI,
  whereAmIAnnouncementKey,
  whereAmIText,
} from './where-am-i';
