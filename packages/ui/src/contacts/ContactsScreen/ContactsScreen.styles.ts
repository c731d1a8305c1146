import styled from 'styled-components';

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

// The strong border keeps the group's outline at 3:1 or more on white (WCAG 1.4.11).
export const Segments = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  /* Zoomed in, a label is wider than its third of the line: one segment under another. */
  ${({ theme }) => theme.media.narrow} { flex-direction: column; }
`;

/** Three equal parts, each a 44 px target; a label wraps inside its part on a very narrow screen. */
export const Segment = styled.button`
  flex: 1 1 0;
  min-width: ${({ theme }) => theme.sizes.control};
  min-height: ${({ theme }) => theme.sizes.control};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  cursor: pointer;

  &:hover:not([aria-pressed='true']) { background: ${({ theme }) => theme.colors.surface}; }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textOnBrand};
  }
`;

/** The year the list is scoped to (from the dashboard's figures), and the way out of it. */
export const YearScope = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// One column on phones, two from 768 px.
export const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  /* A card out of view is neither laid out nor painted until it nears the screen (a long list's cost);
     once seen, it keeps its size. Its shadow reaches past the item, which would clip it otherwise. */
  & > li {
    display: flex;
    content-visibility: auto;
    contain-intrinsic-size: auto 240px;
    overflow-clip-margin: ${({ theme }) => theme.space.sm};
  }
  & > li > * { flex: 1; }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
