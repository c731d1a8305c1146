export { DashboardMap, type DashboardMapProps } from './DashboardMap';
