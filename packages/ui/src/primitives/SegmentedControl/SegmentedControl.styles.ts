import styled from 'styled-components';

export const GroupLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// The strong border keeps the group's outline at 3:1 or more on white (WCAG 1.4.11).
export const Segments = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  /* Zoomed in, a label is wider than its share of the line: one segment under another. */
  ${({ theme }) => theme.media.narrow} { flex-direction: column; }
  /* The phone's full width would spread two or three words across a desktop screen. */
  ${({ theme }) => theme.media.desktop} {
    &[data-widths='text'] { align-self: flex-start; }
  }
`;

/**
 * By text, segments share the width by their labels, so 'Rues terminées' and 'Zones' both fit a 390 px
 * phone on one line; in equal parts, each takes the same share. On a narrower screen a label wraps
 * inside its 44 px target instead of overflowing.
 */
export const Segment = styled.button`
  flex: 1 1 auto;
  min-width: ${({ theme }) => theme.sizes.control};
  min-height: ${({ theme }) => theme.sizes.control};
  padding: 0 ${({ theme }) => theme.space.md};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  cursor: pointer;

  [data-widths='equal'] > & {
    flex: 1 1 0;
    padding: 0 ${({ theme }) => theme.space.sm};
  }

  &:hover:not([aria-pressed='true']) { background: ${({ theme }) => theme.colors.surface}; }
  /* The chosen one is filled, dark against the light group; same weight, so no segment jumps. */
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textOnBrand};
  }
`;
