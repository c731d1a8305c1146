import styled from 'styled-components';

export const StyledErrorMessage = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};

  & > svg { flex: none; margin-top: ${({ theme }) => theme.space.xxs}; }
`;
