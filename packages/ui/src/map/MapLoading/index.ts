export { MapLoading } from './MapLoading';
