/** Privacy policy page (spec §1). */
export const privacy = {} as const;
