export { desktopQuery, useIsDesktop, useMediaQuery } from './use-media-query';
