/** Admin panel and impersonation (spec §2 admin panel, §6, §8). */
export const admin = {} as const;
