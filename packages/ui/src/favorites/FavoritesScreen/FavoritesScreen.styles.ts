import styled from 'styled-components';
import { pageColumn } from '../../layout/PageColumn';

export const Screen = styled.main`
  ${pageColumn}
  gap: ${({ theme }) => theme.space.lg};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

// One column on phones, as many 280 px columns as fit from 768 px.
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li { display: flex; }
  & > li > * { flex: 1; }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(auto-fill, minmax(calc(${({ theme }) => theme.sizes.control} * 6.5), 1fr));
  }
`;
