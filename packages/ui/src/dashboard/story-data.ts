// Sample data for the dashboard's stories only (never imported by components).
import { fixtures, seed } from '@prospect/mock-server';
import type { DashboardStats, DashboardZone } from './types';

/** The frozen clock of the story tests (test/freeze.ts): seeded dates count back from it. */
export const STORY_NOW = new Date(2026, 10, 22, 9, 30);

/** A drawn portrait, so screenshots never depend on a network image. */
export const samplePhoto = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#93c5fd"/><circle cx="32" cy="26" r="12" fill="#1e3a8a"/><rect x="12" y="42" width="40" height="30" rx="15" fill="#1e3a8a"/></svg>',
)}`;

export interface DashboardLoaded {
  zones: DashboardZone[];
  stats: DashboardStats;
}

/** Camille's (the demo agent's) zones and yearly stats, as the API answers them. */
export async function loadDashboard(): Promise<DashboardLoaded> {
  await seed({ now: STORY_NOW });
  return { zones: fixtures.zones(), stats: fixtures.stats(undefined, STORY_NOW) };
}
