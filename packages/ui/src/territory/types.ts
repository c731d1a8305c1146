// Data the territory screens show, shaped like docs/api-contract.md so the api-client's answers fit as
// they are. Only the fields the screens read are listed; extra fields are welcome.
import type { GeoPoint, MapNote, MapSector } from '../map/types';

export type LoadStatus = 'loading' | 'error' | 'ready';

export type StreetStatus = 'pending' | 'done';

export interface Street {
  id: number;
  name: string;
  status: StreetStatus;
}

/** `Zone` of the contract. */
export interface Zone {
  id: number;
  name: string;
  location: GeoPoint | null;
  sector_count?: number;
  progress?: number;
}

/** `ZoneNote` of the contract. */
export type ZoneNote = MapNote;

/** `Sector` of the contract; the spec also allows `zone` as a bare id and WKT geometry (see MapSector). */
export interface Sector extends MapSector {
  /** Shown as 'Secteur N°{number}'; the id stands in when a server leaves it out. */
  number: number | null;
  streets: readonly Street[];
  zone?: { id: number; name: string } | number | null;
  zoneName?: string | null;
  /** 0–100. */
  progress?: number;
  zone_notes?: readonly ZoneNote[];
}

/** `ZoneDetail` of the contract. */
export interface ZoneDetail extends Zone {
  sectors: readonly Sector[];
  notes: readonly ZoneNote[];
}

/** House-note labels that count (spec §9): interested raises contacts, thinking raises estimations. */
export type HouseNoteLabel = 'interested' | 'thinking';
