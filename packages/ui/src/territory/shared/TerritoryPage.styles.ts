import styled from 'styled-components';
import { pageColumn } from '../../layout/PageColumn';

/** The column every territory screen sits in (see pageColumn). The app's layout keeps it clear of the bottom navigation. */
export const Page = styled.main`
  ${pageColumn}
  gap: ${({ theme }) => theme.space.lg};
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
