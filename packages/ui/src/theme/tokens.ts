// Design tokens. Status colours are paired with a label or icon wherever they are shown,
// so no state is told by colour alone. Text colours keep a 4.5:1 contrast on their backgrounds.
export const colors = {
  brand: '#1d4ed8',
  brandHover: '#1e40af',
  brandSoft: '#dbeafe',
  text: '#111827',
  textMuted: '#4b5563',
  textOnBrand: '#ffffff',
  surface: '#ffffff',
  surfaceAlt: '#f3f4f6',
  background: '#f9fafb',
  border: '#d1d5db',
  borderStrong: '#6b7280',
  focus: '#b45309',
  danger: '#b91c1c',
  dangerSoft: '#fee2e2',
  success: '#15803d',
  successSoft: '#dcfce7',
  warning: '#92400e',
  warningSoft: '#fef3c7',
  info: '#1d4ed8',
  infoSoft: '#dbeafe',
  purple: '#7e22ce',
  purpleSoft: '#f3e8ff',
  overlay: 'rgba(17, 24, 39, 0.55)',
} as const;

/** Sector status as the spec names it: pending yellow, in_progress blue, anything else done (green). */
export const sectorStatusColors = {
  pending: { fg: '#854d0e', bg: '#fef9c3', border: '#ca8a04' },
  in_progress: { fg: '#1e40af', bg: '#dbeafe', border: '#2563eb' },
  done: { fg: '#166534', bg: '#dcfce7', border: '#16a34a' },
} as const;

/** Map polygon colours: ready green, pending amber, creating blue, error red, other purple. */
export const mapStatusColors = {
  ready: '#16a34a',
  pending: '#f59e0b',
  creating: '#2563eb',
  error: '#dc2626',
  other: '#9333ea',
} as const;

/** Favourite and calendar categories share one palette: green, blue, purple. */
export const categoryColors = {
  green: { fg: '#166534', bg: '#dcfce7' },
  blue: { fg: '#1e40af', bg: '#dbeafe' },
  purple: { fg: '#6b21a8', bg: '#f3e8ff' },
} as const;

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radii = { sm: '4px', md: '8px', lg: '12px', pill: '999px' } as const;

export const fonts = {
  body: "'Inter', system-ui, sans-serif",
} as const;

export const fontSizes = { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px' } as const;
export const fontWeights = { regular: 400, medium: 500, bold: 700 } as const;
export const lineHeights = { tight: 1.2, body: 1.5 } as const;

export const shadows = {
  card: '0 1px 3px rgba(17, 24, 39, 0.12)',
  raised: '0 8px 24px rgba(17, 24, 39, 0.18)',
} as const;

/**
 * `desktop` is the spec's: below it the phone layout, at or above it the desktop layout. `narrow` is for
 * reflow (WCAG 1.4.10, whose reference width it is): no phone is narrower at 100 %, so below it is a
 * phone zoomed in (390 px at 200 % is 195 px), where side-by-side parts stack and the fixed bottom
 * navigation joins the page instead of covering a third of it.
 */
export const breakpoints = { narrow: 320, desktop: 768 } as const;
export const media = {
  narrow: `@media (max-width: ${breakpoints.narrow - 0.02}px)`,
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
} as const;

export const sizes = {
  control: '44px',
  bottomNav: '64px',
  zoneTile: '130px',
  zoneDetailMap: '400px',
  contentMax: '960px',
  modalMax: '480px',
} as const;

export const zIndices = { map: 0, nav: 100, banner: 200, overlay: 1000, toast: 1100 } as const;
