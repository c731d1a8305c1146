import styled from 'styled-components';

export const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  /* In add mode the map is a target to pick a place on. */
  &[data-mode='add'] .prospect-map { cursor: crosshair; }
`;
