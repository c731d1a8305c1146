export { formatSize } from './format-size';
export {
  OfflinePrepPanel,
  type OfflinePrepPanelProps,
  type OfflinePrepState,
  type OfflineTileSource,
} from './OfflinePrepPanel';
