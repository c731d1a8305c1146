import styled from 'styled-components';
import { eventTypeLabel } from '../event-types';
import { eventTypeRules } from '../shared/event-type-styles';
import { CALENDAR_EVENT_TYPES } from '../types';

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
  }

  ${eventTypeRules}
`;

/** What each colour and marker shape of the grid means. */
export function EventTypeLegend() {
  return (
    <Legend>
      {CALENDAR_EVENT_TYPES.map((type) => (
        <li key={type} data-type={type}>
          <span data-marker aria-hidden="true" />
          {eventTypeLabel(type)}
        </li>
      ))}
    </Legend>
  );
}
