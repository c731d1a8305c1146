import * as v from 'valibot';
import { point } from '../geometry';
import { listItems } from '../list';
import { id, numeric, optionalText, percent, record, text } from '../primitives';
import { type Sector, sectorReader } from './sector';
import { type ZoneNote, zoneNoteReader } from './zone-note';

const zoneFields = {
  id,
  name: text,
  location: v.fallback(point, null),
  sector_count: v.fallback(v.nullish(numeric), null),
  // A progress the screens cannot read shows as 0 rather than hide the zone.
  progress: v.fallback(percent, 0),
  created_at: optionalText,
};

export interface Zone {
  id: number;
  name: string;
  /** GeoJSON point, longitude then latitude; null when the zone has no place. */
  location: v.InferOutput<typeof point>;
  sector_count: number;
  /** 0–100. */
  progress: number;
  created_at: string | null;
}

/** A zone of the list. `sector_count` falls back to the sectors a detail carries, then 0. */
export const zoneReader = v.pipe(
  record({ ...zoneFields, sectors: v.optional(v.fallback(v.array(v.unknown()), [])) }),
  v.transform(
    ({ sectors, ...zone }): Zone => ({
      ...zone,
      sector_count: zone.sector_count ?? sectors?.length ?? 0,
    }),
  ),
);

export interface ZoneDetail extends Zone {
  sectors: Sector[];
  notes: ZoneNote[];
}

/** GET /api/accounts/zones/{id}/: the zone with its sectors and notes. */
export const zoneDetailReader = v.pipe(
  record({ ...zoneFields, sectors: listItems(sectorReader), notes: listItems(zoneNoteReader) }),
  v.transform((zone): ZoneDetail => ({ ...zone, sector_count: zone.sector_count ?? zone.sectors.length })),
);
