import styled from 'styled-components';
import { eventTypeRules } from '../shared/event-type-styles';

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  /* Scrolled into view: a gap above it, and the bottom navigation's strip kept clear below. */
  scroll-margin-top: ${({ theme }) => theme.space.lg};
  scroll-margin-bottom: calc(${({ theme }) => theme.sizes.bottomNav} + ${({ theme }) => theme.space.lg});
  ${({ theme }) => theme.media.narrow} { scroll-margin-bottom: ${({ theme }) => theme.space.lg}; }
`;

export const Heading = styled.h2`
  margin: 0;
  padding-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  /* Focused by script so the day is read and scrolled into view; it is not a control, so no ring. */
  &:focus { outline: none; }
`;

export const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const EventList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  /* The badge keeps its own colours; only its marker takes the type's shape. */
  ${eventTypeRules}
  [data-type] { background: none; color: inherit; }
  [data-marker] { background: currentColor; }
`;

export const EventItem = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const EventTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

export const EventDescription = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const EventLocation = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
