import styled from 'styled-components';

/** Stays on top of the screen while scrolling: the admin must not forget whose account this is. */
export const Sticky = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.banner};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.background};
`;

export const Who = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Own = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
