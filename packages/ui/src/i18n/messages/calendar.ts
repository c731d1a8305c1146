/** Calendar screen (spec §2 calendar). */
export const calendar = {} as const;
