import styled from 'styled-components';
import { visuallyHidden } from '../../layout/VisuallyHidden';

export const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  /* A thick edge marks a refusal for the eye; the text and icon say it for everyone. */
  &[data-state='refused'] {
    border-left: ${({ theme }) => theme.space.xs} solid ${({ theme }) => theme.colors.danger};
  }
  /* Dashed: still being tried, unlike a refusal; the text says which for everyone. */
  &[data-state='stuck'] {
    border-left: ${({ theme }) => theme.space.xs} dashed ${({ theme }) => theme.colors.danger};
  }
`;

export const Summary = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

export const ChangeState = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  & > svg { flex: none; margin-top: ${({ theme }) => theme.space.xxs}; }

  &[data-state='waiting'] { color: ${({ theme }) => theme.colors.textMuted}; }
  &[data-state='refused'], &[data-state='stuck'] { color: ${({ theme }) => theme.colors.danger}; }
`;

export const StuckHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The person's own text, kept as typed: line breaks shown, long words broken rather than overflowing. */
export const TypedText = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const CopyStatus = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > svg { flex: none; margin-top: ${({ theme }) => theme.space.xxs}; }

  &[data-outcome='copied'] { color: ${({ theme }) => theme.colors.success}; }
  &[data-outcome='failed'] { color: ${({ theme }) => theme.colors.danger}; }

  /* Empty, it adds no gap; while a toast says it, it is for screen readers only (see primitives/clipboard/useCopyText). */
  &:empty { position: absolute; }
  &[data-screen-reader-only='true'] { ${visuallyHidden} }
`;

export const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
