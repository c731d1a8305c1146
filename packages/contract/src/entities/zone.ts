import * as z from 'zod/mini';
import { point } from '../geometry';
import { listItems } from '../list';
import { id, numeric, optionalText, percent, text } from '../primitives';
import { type Sector, sectorReader } from './sector';
import { type ZoneNote, zoneNoteReader } from './zone-note';

const zoneFields = {
  id,
  name: text,
  location: z.catch(point, null),
  sector_count: z.catch(z.nullish(numeric), null),
  // A progress the screens cannot read shows as 0 rather than hide the zone.
  progress: z.catch(percent, 0),
  created_at: optionalText,
};

export interface Zone {
  id: number;
  name: string;
  /** GeoJSON point, longitude then latitude; null when the zone has no place. */
  location: z.output<typeof point>;
  sector_count: number;
  /** 0–100. */
  progress: number;
  created_at: string | null;
}

/** A zone of the list. `sector_count` falls back to the sectors a detail carries, then 0. */
export const zoneReader = z.pipe(
  z.object({ ...zoneFields, sectors: z.optional(z.catch(z.array(z.unknown()), [])) }),
  z.transform(
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
export const zoneDetailReader = z.pipe(
  z.object({ ...zoneFields, sectors: listItems(sectorReader), notes: listItems(zoneNoteReader) }),
  z.transform((zone): ZoneDetail => ({ ...zone, sector_count: zone.sector_count ?? zone.sectors.length })),
);
