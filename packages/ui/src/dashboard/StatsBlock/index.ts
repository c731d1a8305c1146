export { StatsBlock, type StatsBlockProps } from './StatsBlock';
export { completionPercent } from './completion';
