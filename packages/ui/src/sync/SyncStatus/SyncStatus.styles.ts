import styled from 'styled-components';
import { visuallyHidden } from '../../layout/VisuallyHidden';

/**
 * A full-width strip: the message on the left, its buttons on the right, or below on a phone. While
 * there is nothing to say it stays mounted but takes no room, so its live regions exist before their
 * first message (a region created with its text is often not read).
 */
export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.body};

  &[data-visible='false'] { ${visuallyHidden} }
`;

export const Messages = styled.div`
  display: flex;
  flex: 1 1 16rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const LiveRegion = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  /* An empty region must add no gap to the column it sits in. */
  &:empty { position: absolute; }
`;

// Each tone pairs its icon colour with a pale background; the text stays in the body colour (AA).
export const Notice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};

  & > svg { flex: none; }

  &[data-tone='info'] {
    background: ${({ theme }) => theme.colors.infoSoft};
    & > svg { color: ${({ theme }) => theme.colors.info}; }
  }
  &[data-tone='warning'] {
    background: ${({ theme }) => theme.colors.warningSoft};
    & > svg { color: ${({ theme }) => theme.colors.warning}; }
  }
  &[data-tone='success'] {
    background: ${({ theme }) => theme.colors.successSoft};
    & > svg { color: ${({ theme }) => theme.colors.success}; }
  }
  &[data-tone='danger'] {
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  &[data-tone='neutral'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    & > svg { color: ${({ theme }) => theme.colors.textMuted}; }
  }
`;

export const NoticeText = styled.p`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin: 0;
  overflow-wrap: anywhere;

  & > strong { font-weight: ${({ theme }) => theme.fontWeights.bold}; }
`;

export const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Full-width buttons on a phone (easy to hit), side by side when there is room. */
export const Actions = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > button { flex: 1 1 auto; }

  ${({ theme }) => theme.media.desktop} {
    flex: none;
    & > button { flex: none; }
  }
`;
