import styled from 'styled-components';

/** Under the map, in the map's blue: it speaks of the dot drawn there. */
export const Line = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.info};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;

  & > svg { flex: none; }

  &[data-kind='imprecise'] { color: ${({ theme }) => theme.colors.textMuted}; }
`;
