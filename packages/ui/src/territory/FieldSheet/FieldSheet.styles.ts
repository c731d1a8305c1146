import styled, { createGlobalStyle } from 'styled-components';

// Paper units: the theme's pixel tokens size a phone screen, these size an A4 sheet.
/** The printer's margin, which the sheet's stories reproduce as padding (emulated print has no pages). */
export const PAGE_MARGIN = '12mm';
const BODY_SIZE = '10.5pt';
const SMALL_SIZE = '9pt';
const TITLE_SIZE = '16pt';
const HEADING_SIZE = '12pt';
const BOX_SIZE = '4mm';
const MAP_HEIGHT = '90mm';

/**
 * While a sheet is on the page, printing shows it alone: the app beside it (every other child of the
 * body) is left out. Pages without a sheet print as before.
 */
export const FieldSheetPrintStyle = createGlobalStyle`
  @page { size: A4 portrait; margin: ${PAGE_MARGIN}; }
  @media print {
    body:has(> [data-field-sheet]) { background: none; }
    body:has(> [data-field-sheet]) > :not([data-field-sheet]) { display: none !important; }
  }
`;

/** Hidden on screen: the sheet exists for the printer only. */
export const Sheet = styled.article`
  display: none;

  @media print {
    display: block;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    font-size: ${BODY_SIZE};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

export const SheetHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 2px solid ${({ theme }) => theme.colors.text};
`;

export const Eyebrow = styled.p`
  margin: 0;
  font-size: ${SMALL_SIZE};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
`;

export const SheetTitle = styled.h1`
  margin: 0;
  font-size: ${TITLE_SIZE};
  overflow-wrap: anywhere;
`;

export const PrintedOn = styled.p`
  margin: 0;
  font-size: ${SMALL_SIZE};
`;

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.md};
`;

export const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${HEADING_SIZE};
  /* A heading left alone at the foot of a page says nothing. */
  break-after: avoid;
`;

export const MapFigure = styled.figure`
  margin: ${({ theme }) => theme.space.md} 0 0;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  break-inside: avoid;

  svg {
    display: block;
    width: 100%;
    height: ${MAP_HEIGHT};
  }
`;

export const MapMissing = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  font-style: italic;
`;

/** Streets in two columns: a sector's dozen fits beside each other, boxes at the left. */
export const StreetList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  columns: 2;
  column-gap: ${({ theme }) => theme.space.xl};
`;

export const StreetItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  break-inside: avoid;
`;

/** The box to tick in the street; a done street's is ticked already. */
export const Box = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${BOX_SIZE};
  height: ${BOX_SIZE};
  border: 1.5px solid ${({ theme }) => theme.colors.text};
  font-size: ${HEADING_SIZE};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
`;

export const Lines = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Line = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  break-inside: avoid;
  overflow-wrap: anywhere;
`;

export const LineLead = styled.span`
  flex: none;
  min-width: 2em;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const LineText = styled.span`
  flex: 1;
  white-space: pre-line;
`;

export const LineMeta = styled.span`
  flex: none;
  font-size: ${SMALL_SIZE};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Empty = styled.p`
  margin: 0;
  font-style: italic;
`;
