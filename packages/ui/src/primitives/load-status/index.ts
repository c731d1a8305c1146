export { ListLoadNotice, type ListLoadNoticeProps } from './ListLoadNotice';
export type { LoadStatus } from './load-status';
