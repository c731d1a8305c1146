/** Error catalogue messages shared by several screens (spec §8). */
export const errors = {} as const;
