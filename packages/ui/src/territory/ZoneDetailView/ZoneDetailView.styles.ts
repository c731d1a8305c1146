import styled from 'styled-components';

export const SectorList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A whole-row button whose left border takes the sector's status colour (the text says it too). */
export const SectorButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.control};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 6px solid ${({ theme }) => theme.sectorStatusColors.done.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: left;
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  &[data-status='pending'] { border-left-color: ${({ theme }) => theme.sectorStatusColors.pending.border}; }
  &[data-status='in_progress'] { border-left-color: ${({ theme }) => theme.sectorStatusColors.in_progress.border}; }
`;
