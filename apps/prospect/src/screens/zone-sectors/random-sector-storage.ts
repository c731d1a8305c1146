/** Spec §4: random mode remembers the sector being worked per zone, until all its streets are done. */
const PREFIX = 'random_sector_zone_';
const keyFor = (zoneId: number) => `${PREFIX}${zoneId}`;

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
  /**
   * Every zone's entry: at sign-out, the sectors an agent was working are not for whoever uses the
   * device next. The keys are read first, since removing one renumbers the storage's keys.
   */
  clearAll(storage: Pick<Storage, 'length' | 'key' | 'removeItem'> = window.localStorage): void {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  },
};
