export { completionPercent } from './completion';
export { StatsBlock, type StatsBlockProps } from './StatsBlock';
