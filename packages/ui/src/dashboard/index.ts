export * from './DashboardScreen';
export * from './Greeting';
export * from './ImpersonationBanner';
export * from './ProfilePhoto';
export * from './StatsBlock';
export type { DashboardStats, DashboardZone } from './types';
export * from './ZoneList';
