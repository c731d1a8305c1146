import styled from 'styled-components';
import { rowButton } from '../../primitives/Button';

/** A whole-row button whose left border takes the sector's status colour (the text says it too). */
export const SectorButton = styled.button`
  ${rowButton}
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 6px solid ${({ theme }) => theme.sectorStatusColors.done.border};
  &[data-status='pending'] { border-left-color: ${({ theme }) => theme.sectorStatusColors.pending.border}; }
  &[data-status='in_progress'] { border-left-color: ${({ theme }) => theme.sectorStatusColors.in_progress.border}; }
`;
