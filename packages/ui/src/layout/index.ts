// The base layer's layout: flows (Stack, Cluster), screen-reader-only text and the media query hook.
export * from './Cluster';
export * from './PageColumn';
export * from './Stack';
export type { Gap } from './tokens';
export * from './use-media-query';
export * from './VisuallyHidden';
