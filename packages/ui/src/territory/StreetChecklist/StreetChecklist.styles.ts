import styled from 'styled-components';

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const EmptyText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// The badge sits after the label, outside it, so the label row keeps its 44 px touch target; a long
// street name pushes the badge to the next line rather than squeezing it.
export const StreetRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

/** Pushed to the row's end, so every street's extra (its doors) lines up on the right. */
export const Aside = styled.div`
  margin-left: auto;
`;
