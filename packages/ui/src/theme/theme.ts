import {
  breakpoints,
  categoryColors,
  colors,
  fontSizes,
  fonts,
  fontWeights,
  lineHeights,
  mapStatusColors,
  media,
  radii,
  sectorStatusColors,
  shadows,
  sizes,
  space,
  zIndices,
} from './tokens';

export const theme = {
  colors,
  sectorStatusColors,
  mapStatusColors,
  categoryColors,
  space,
  radii,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  shadows,
  breakpoints,
  media,
  sizes,
  zIndices,
} as const;

export type ProspectTheme = typeof theme;
