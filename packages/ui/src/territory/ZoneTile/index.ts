export { ZoneTile, type ZoneTileProps } from './ZoneTile';
