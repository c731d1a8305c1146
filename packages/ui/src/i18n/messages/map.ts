/** Map, geolocation prompt, notes (spec §2 map component, §9). */
export const map = {} as const;
