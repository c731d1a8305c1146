import styled from 'styled-components';

// The same column as every territory screen.
export { Page } from '../shared/TerritoryPage.styles';

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;
