import styled from 'styled-components';

export const Page = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
`;

export const Sign = styled.div`
  color: ${({ theme }) => theme.colors.danger};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const Message = styled.p`
  max-width: 40ch;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
