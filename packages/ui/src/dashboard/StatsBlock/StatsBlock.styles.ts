import styled from 'styled-components';

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Figures = styled.dl`
  display: grid;
  /* Two columns on a phone; one when zoomed in, where two would not fit a label such as « Estimations ». */
  grid-template-columns: repeat(2, minmax(0, 1fr));

  ${({ theme }) => theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

export const Figure = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  &[data-linked='true'] { position: relative; }
  &[data-linked='true']:hover { background: ${({ theme }) => theme.colors.brandSoft}; }
`;

/**
 * The number of a linked figure, with an arrow: its box reaches the 44 px of a tap target without
 * growing the tile (negative margins), and its ::after spreads the tap over the whole tile.
 */
export const FigureLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.sizes.control};
  margin: calc((1lh - ${({ theme }) => theme.sizes.control}) / 2) 0;
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: none;

  & > svg { flex: none; }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:hover > span { text-decoration: underline; }
  /* The ring goes round the whole tile, which is what the tap reaches. */
  &:focus-visible { outline: none; }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const FigureLabel = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FigureValue = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

/** While loading: the figures' room, with the loading text over it. */
export const Reserved = styled.div`
  position: relative;
  display: grid;
  gap: inherit;
`;

export const Placeholder = styled.div`
  display: grid;
  gap: inherit;
  visibility: hidden;
`;

export const Waiting = styled.div`
  position: absolute;
  inset: 0;
`;
