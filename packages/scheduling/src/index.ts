// When deferred work runs: after the screen's paint, its downloads and an idle moment. Network and
// browser timing, not design: the design system's lazy parts and the app's background work share it.
export { afterFirstScreenDownloads } from './after-first-screen-downloads';
export { IDLE_TIMEOUT_MS, whenIdle } from './when-idle';
export {
  type DownloadWatcher,
  NETWORK_QUIET_MAX_WAIT_MS,
  NETWORK_QUIET_MS,
  type NetworkQuietOptions,
  resourceTimingWatcher,
  whenNetworkQuiet,
  whenSettled,
} from './when-network-quiet';
