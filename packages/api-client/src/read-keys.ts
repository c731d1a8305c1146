// The addresses of the reads a screen begins with, which are also their SWR keys. In a module of their
// own, importing only the contract's addresses (paths.ts, one constant each): the app's entry asks for
// them at start (apps/prospect/src/routes/router.tsx) and must not carry their readers.
import {
  favoritesPath,
  houseNotesPath,
  profilePath,
  sectorPathTemplate,
  statsPath,
  streetDoorsPathTemplate,
  withId,
  zonePathTemplate,
  zonesPath,
} from '@prospect/contract';

export const profileKey = profilePath;
export const statsKey = statsPath;
export const zonesKey = zonesPath;
export const favoritesKey = favoritesPath;
export const houseNotesKey = houseNotesPath;
export const zoneKey = (zoneId: number) => withId(zonePathTemplate, zoneId);
export const sectorKey = (sectorId: number) => withId(sectorPathTemplate, sectorId);
/** Optional extension « portes »: a street's doors (see doors/doors-support.ts before asking). */
export const streetDoorsKey = (streetId: number) => withId(streetDoorsPathTemplate, streetId);
