import styled from 'styled-components';
import { controlSurface, rowButton } from '../../../primitives';

/** Looks like the text inputs beside it, opens the list of cities. */
export const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  ${controlSurface}
  text-align: left;
  cursor: pointer;

  &[data-empty='true'] { color: ${({ theme }) => theme.colors.textMuted}; }
  &[data-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  &:disabled { cursor: not-allowed; background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

export const CityOption = styled.button`
  ${rowButton}
  padding: 0 ${({ theme }) => theme.space.lg};
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brandHover};
  }
`;
