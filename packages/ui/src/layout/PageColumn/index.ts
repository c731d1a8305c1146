export { PageColumn, type PageColumnProps, pageColumn } from './PageColumn';
