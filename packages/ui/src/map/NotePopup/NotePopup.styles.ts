import styled from 'styled-components';

export const Panel = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};

  /* Focused only to move the reader into the popup; it is not a control. */
  &[tabindex='-1']:focus { outline: none; }
`;

export const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The note as its author typed it: plain text, line breaks kept, long words wrapped. */
export const NoteText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Byline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
