/** Registration, invitation and Google sign-in (spec §2 registration, §5, §8). */
export const register = {} as const;
