export { AGENCY_CITY_CENTERS, type AgencyCity, agencyCityCenter } from './agencyCities';
export { DashboardMap, type DashboardMapProps } from './DashboardMap';
