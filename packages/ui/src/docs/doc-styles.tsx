import type { CSSProperties, ReactNode } from 'react';
import { theme } from '../theme';

// Doc-only building blocks. Docs pages are not wrapped in the app's theme provider (Storybook styles
// them), so these read the theme's values directly instead of through styled-components.

export const tableStyle: CSSProperties = { width: '100%', borderCollapse: 'collapse', textAlign: 'left' };

export function Code({ children }: { children: ReactNode }) {
  return <code style={{ fontSize: theme.fontSizes.sm, whiteSpace: 'nowrap' }}>{children}</code>;
}

/** A sample of a colour; decorative, since the hex and the token name beside it carry the value. */
export function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: theme.sizes.control,
        height: theme.sizes.control,
        borderRadius: theme.radii.md,
        border: `1px solid ${theme.colors.borderStrong}`,
        // A checkerboard under translucent colours shows their transparency.
        background: `linear-gradient(${color}, ${color}), repeating-conic-gradient(${theme.colors.border} 0 25%, ${theme.colors.surface} 0 50%) 0 0 / 12px 12px`,
      }}
    />
  );
}
