export { TerritoryMap, type TerritoryMapProps } from './TerritoryMap';
