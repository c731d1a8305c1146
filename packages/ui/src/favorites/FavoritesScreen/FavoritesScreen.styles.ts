import styled from 'styled-components';

// The same column and side margins as every other screen (the app's layout adds none of its own).
export const Screen = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
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
