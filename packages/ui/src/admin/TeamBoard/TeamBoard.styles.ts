import styled from 'styled-components';

export const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Every entry lays its parts on the list's own columns (subgrid), so the figures line up in one column
 * however long the names are. On a phone the bar runs under the name, the full width of name and figure;
 * from 768 px it sits on the name's line, between name and figure.
 */
export const Ranking = styled.ol`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: auto minmax(0, 1fr) minmax(0, 2fr) auto;
  }
`;

export const Entry = styled.li`
  display: grid;
  grid-column: 1 / -1;
  grid-template-columns: subgrid;
  grid-template-areas:
    'rank name value'
    '. bar bar';
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child { border-bottom: none; }

  ${({ theme }) => theme.media.desktop} {
    grid-template-areas: 'rank name bar value';
  }
`;

export const Rank = styled.span`
  grid-area: rank;
  min-width: 2ch;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

export const Name = styled.span`
  grid-area: name;
  min-width: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Value = styled.span`
  grid-area: value;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  text-align: right;
  white-space: nowrap;
`;

/**
 * The track is the leader's length; the fill, the entry's share of it (--bar-share). A figure above 0
 * always shows a sliver, so a small score never reads as none.
 */
export const Bar = styled.span`
  grid-area: bar;
  display: block;
  height: ${({ theme }) => theme.space.md};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  &::before {
    content: '';
    display: block;
    width: var(--bar-share);
    min-width: ${({ theme }) => theme.space.xs};
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.colors.brand};
  }

  &[data-empty='true']::before { display: none; }
`;
