import styled from 'styled-components';

export const Hello = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const Today = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
