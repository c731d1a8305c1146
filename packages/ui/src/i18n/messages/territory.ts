/** Zones, zone detail, mode modal, sectors and streets (spec §2). */
export const territory = {} as const;
