export { formatSize } from './formatSize';
export {
  OfflinePrepPanel,
  type OfflinePrepPanelProps,
  type OfflinePrepState,
  type OfflineTileSource,
} from './OfflinePrepPanel';
