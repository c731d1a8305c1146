export {
  TerritoryLayers,
  type TerritoryLayersProps,
  TerritoryMap,
  type TerritoryMapProps,
  TerritoryPositionLine,
} from './TerritoryMap';
