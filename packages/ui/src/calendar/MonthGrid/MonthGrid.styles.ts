import styled from 'styled-components';
import { eventTypeRules } from '../shared/eventTypeStyles';
import { visuallyHidden } from '../shared/visuallyHidden';

// One stylesheet for the whole month: cells are plain elements told apart by data attributes, so a
// month re-renders without generating any CSS.
export const GridTable = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: ${({ theme }) => theme.space.xxs};

  th {
    padding: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
  }

  td {
    position: relative;
    height: calc(${({ theme }) => theme.sizes.control} * 1.75);
    padding: ${({ theme }) => theme.space.xxs};
    vertical-align: top;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    overflow: hidden;
  }
  td[data-in-month='false'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td[data-selected] { background: ${({ theme }) => theme.colors.brandSoft}; }
  td[data-today] {
    border: 2px solid ${({ theme }) => theme.colors.brand};
    padding: 1px;
  }

  /* The day number is the button; its ::after stretches over the cell so the whole day is clickable. */
  [data-day] {
    display: block;
    padding: 0 ${({ theme }) => theme.space.xxs};
    border: 0;
    background: none;
    color: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    line-height: ${({ theme }) => theme.lineHeights.body};
    cursor: pointer;

    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: inherit;
    }
    &:focus-visible { outline: none; }
    &:focus-visible::after {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: -3px;
    }
  }
  td[data-today] [data-day] { color: ${({ theme }) => theme.colors.brand}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }

  ul {
    display: flex;
    flex-direction: column;
    gap: 1px;
    margin: 0;
    padding: 0;
    list-style: none;
    pointer-events: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
    min-width: 0;
    padding: 0 ${({ theme }) => theme.space.xxs};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: ${({ theme }) => theme.lineHeights.body};
  }
  [data-pending] { flex: none; }
  [data-title] {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  [data-more] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  [data-sr-only] { ${visuallyHidden} }

  ${eventTypeRules}

  ${({ theme }) => theme.media.desktop} {
    border-spacing: ${({ theme }) => theme.space.xs};
    td { height: calc(${({ theme }) => theme.sizes.control} * 2.5); padding: ${({ theme }) => theme.space.xs}; }
    td[data-today] { padding: calc(${({ theme }) => theme.space.xs} - 1px); }
  }
`;
