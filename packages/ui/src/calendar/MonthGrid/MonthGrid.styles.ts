import styled from 'styled-components';
import { visuallyHidden } from '../../layout/VisuallyHidden';
import { eventTypeRules } from '../shared/event-type-styles';

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
  /* Zoomed in, a day's column is narrower than « Mer »: its initial alone shows (L M M J V S D, as
     French calendars print them); the cell's text, which screen readers read, is unchanged. */
  ${({ theme }) => theme.media.narrow} {
    th { font-size: 0; }
    th::first-letter { font-size: ${({ theme }) => theme.fontSizes.xs}; }
  }

  /* Phone: a 7-column grid leaves about 48 px a day, so a day shows its number and one marker per
     event (shape and colour of its type); the titles are read from the day panel. Desktop: titles. */
  td {
    position: relative;
    height: calc(${({ theme }) => theme.sizes.control} * 1.5);
    padding: calc(${({ theme }) => theme.fontSizes.sm} * 1.5 + ${({ theme }) => theme.space.xs}) 0 ${({ theme }) => theme.space.xxs};
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
  }
  /* Zoomed in, a day's button keeps the 22 CSS px that are a finger's 44 on the glass: thinner gaps,
     and today's second pixel of border drawn inside the cell rather than taken from its button. */
  ${({ theme }) => theme.media.narrow} {
    border-spacing: calc(${({ theme }) => theme.space.xxs} / 2);
    td[data-today] {
      border-width: 1px;
      box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.brand};
    }
  }

  /* The day's button covers the whole cell: the tap target is the day, never the bare number. */
  [data-day] {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: flex-start;
    justify-content: center;
    width: 100%;
    padding: ${({ theme }) => theme.space.xxs};
    border: 0;
    border-radius: inherit;
    background: none;
    color: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    line-height: ${({ theme }) => theme.lineHeights.body};
    cursor: pointer;

    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: -3px;
    }
  }
  td[data-today] [data-day] { color: ${({ theme }) => theme.colors.brand}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }

  /* Above the button so it stays visible; taps go through to the button. */
  ul {
    position: relative;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
    margin: 0;
    padding: 0 ${({ theme }) => theme.space.xxs};
    list-style: none;
    pointer-events: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
    min-width: 0;
    padding: ${({ theme }) => theme.space.xxs};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: 1;
  }
  [data-pending] { flex: none; }
  [data-title] { ${visuallyHidden} }
  [data-more] {
    padding: ${({ theme }) => theme.space.xxs} 0;
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  [data-sr-only] { ${visuallyHidden} }

  ${eventTypeRules}

  ${({ theme }) => theme.media.desktop} {
    border-spacing: ${({ theme }) => theme.space.xs};
    td {
      height: calc(${({ theme }) => theme.sizes.control} * 2.5);
      padding: calc(${({ theme }) => theme.fontSizes.sm} * 1.5 + ${({ theme }) => theme.space.sm}) ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs};
    }
    [data-day] { justify-content: flex-start; padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm}; }
    ul { flex-direction: column; flex-wrap: nowrap; align-items: stretch; gap: 1px; padding: 0; }
    li { padding: 0 ${({ theme }) => theme.space.xxs}; line-height: ${({ theme }) => theme.lineHeights.body}; }
    [data-title] {
      position: static;
      width: auto;
      height: auto;
      margin: 0;
      clip: auto;
      overflow: hidden;
      white-space: nowrap;
      text-overflow: ellipsis;
    }
    [data-more] { padding: 0 ${({ theme }) => theme.space.xxs}; }
  }
`;
