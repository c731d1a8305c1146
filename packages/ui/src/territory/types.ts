// The territory screens show the contract's shapes as the api-client reads them.
export type {
  HouseNote,
  HouseNoteLabel,
  Sector,
  Street,
  StreetStatus,
  Zone,
  ZoneDetail,
  ZoneNote,
} from '@prospect/contract';
export type { LoadStatus } from '../primitives/load-status';
