export { RandomSectorPage, type RandomSectorPageProps, type RandomSectorStatus } from './RandomSectorPage';
