import styled from 'styled-components';

export const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th, td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  tbody tr:last-child > * { border-bottom: none; }
  td[data-numeric='true'], th[data-numeric='true'] { text-align: right; font-variant-numeric: tabular-nums; }
  tbody th { font-weight: ${({ theme }) => theme.fontWeights.bold}; }
`;

/** Phone card: name and actions on the first line, email and role on the second, counts last. */
export const CardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.control};
`;

/** Shares its line with the buttons while it gets 6rem; narrower (zoomed in), the buttons go below. */
export const MemberName = styled.h4`
  flex: 1 1 6rem;
  min-width: 0;
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Email = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** Each count reads 'Îlots terminés 27' on one line, label then figure. */
export const Counts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > div { display: flex; gap: ${({ theme }) => theme.space.xs}; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.bold}; font-variant-numeric: tabular-nums; }
`;

export const Actions = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  max-width: 100%;
  margin-left: auto;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

export const RoleEditorWrapper = styled.div`
  min-width: min(100%, calc(${({ theme }) => theme.sizes.control} * 4));
`;
