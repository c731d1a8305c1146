import * as v from 'valibot';
import { sectorStatusReader } from '../enums';
import { sectorGeometry } from '../geometry';
import { listItems } from '../list';
import { id, numeric, record, text } from '../primitives';
import { type Street, streetReader } from './street';
import { type ZoneNote, zoneNoteReader } from './zone-note';

const sectorNumber = v.fallback(
  v.pipe(
    v.nullish(numeric, null),
    v.transform((value) => (value != null && Number.isInteger(value) ? value : null)),
  ),
  null,
);

/** `zone` as the contract's `{id, name}`, or a bare id (spec §3). */
const sectorZone = v.fallback(v.nullish(v.union([id, record({ id, name: text })])), null);

const rawSector = record({
  id,
  /** Shown as 'Secteur N°{number}'; null when a server leaves it out (the screens show the id instead). */
  number: sectorNumber,
  status: sectorStatusReader,
  geometry: sectorGeometry,
  streets: listItems(streetReader),
  zone: sectorZone,
  zoneName: v.fallback(v.nullish(v.string()), null),
  progress: v.fallback(v.nullish(numeric), null),
  zone_notes: listItems(zoneNoteReader),
});

const done = (streets: Street[]) => streets.filter((street) => street.status === 'done').length;

export interface Sector {
  id: number;
  number: number | null;
  status: v.InferOutput<typeof sectorStatusReader>;
  geometry: v.InferOutput<typeof sectorGeometry>;
  streets: Street[];
  /** The sector's zone: its id and name ('' when the server gave only the id and no zoneName). */
  zone: { id: number; name: string } | null;
  zoneName: string;
  /** 0–100; computed from the streets when the server gives none. */
  progress: number;
  zone_notes: ZoneNote[];
}

/** A sector with its streets, whatever of the zone and progress the server chose to send. */
export const sectorReader = v.pipe(
  rawSector,
  v.transform((raw): Sector => {
    const zoneName = raw.zoneName ?? (typeof raw.zone === 'object' && raw.zone ? raw.zone.name : '');
    // A zone given without its name (an id, or a nested serializer of the id only) is named after zoneName.
    const zone =
      raw.zone == null
        ? null
        : typeof raw.zone === 'number'
          ? { id: raw.zone, name: zoneName }
          : { id: raw.zone.id, name: raw.zone.name || zoneName };
    const computed =
      raw.streets.length === 0 ? 0 : Math.round((done(raw.streets) * 100) / raw.streets.length);
    const progress = raw.progress == null ? computed : Math.min(100, Math.max(0, raw.progress));
    return { ...raw, zone, zoneName, progress };
  }),
);
