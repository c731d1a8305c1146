import styled from 'styled-components';

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const OpenButton = styled.button`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  min-height: ${({ theme }) => theme.sizes.control};
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: left;
  cursor: pointer;

  & > span { overflow-wrap: anywhere; }
  & > svg { flex: none; color: ${({ theme }) => theme.colors.brand}; }
  &:hover > span { text-decoration: underline; }
`;
