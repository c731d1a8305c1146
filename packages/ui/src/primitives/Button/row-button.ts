import { css } from 'styled-components';

/**
 * A button as wide as its list, label left and extra (status, check) right: a city to pick, a sector to
 * open. Padding and gap are the caller's.
 */
export const rowButton = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.control};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: left;
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;
