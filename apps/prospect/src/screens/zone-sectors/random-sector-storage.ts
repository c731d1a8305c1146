/** Spec §4: random mode remembers the sector being worked per zone, until all its streets are done. */
const keyFor = (zoneId: number) => `random_sector_zone_${zoneId}`;

export const currentRandomSector = {
  get(zoneId: number): number | null {
    const value = Number(window.localStorage.getItem(keyFor(zoneId)));
    return Number.isInteger(value) && value > 0 ? value : null;
  },
  set(zoneId: number, sectorId: number): void {
    window.localStorage.setItem(keyFor(zoneId), String(sectorId));
  },
  clear(zoneId: number): void {
    window.localStorage.removeItem(keyFor(zoneId));
  },
};
