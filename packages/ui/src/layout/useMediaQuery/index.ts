export { desktopQuery, useIsDesktop, useMediaQuery } from './useMediaQuery';
