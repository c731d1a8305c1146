import styled from 'styled-components';

// Sits over the map (whose Leaflet layers are kept in their own stacking context by MapView).
export const Prompt = styled.div`
  position: absolute;
  inset: auto ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  color: ${({ theme }) => theme.colors.text};
`;

export const Question = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const ResetSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  z-index: 1;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;
