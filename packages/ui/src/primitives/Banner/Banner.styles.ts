import styled from 'styled-components';

export const StyledBanner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &[data-tone='info'] {
    color: ${({ theme }) => theme.colors.info};
    background: ${({ theme }) => theme.colors.infoSoft};
  }
  &[data-tone='warning'] {
    color: ${({ theme }) => theme.colors.warning};
    background: ${({ theme }) => theme.colors.warningSoft};
  }
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
  &[data-tone='success'] {
    color: ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.successSoft};
  }
`;

export const Message = styled.div`
  display: flex;
  flex: 1 1 12rem;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  & > svg { flex: none; }
  /* Shrinks below its longest word (an email), which then breaks. */
  & > p { min-width: 0; margin: 0; color: ${({ theme }) => theme.colors.text}; }
`;

/** Beside the message while there is room, below it otherwise; shrinks (its label wrapping) when zoomed in. */
export const Action = styled.div`
  flex: 0 1 auto;
  margin-left: auto;
`;
