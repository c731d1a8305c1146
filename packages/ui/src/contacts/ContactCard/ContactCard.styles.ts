import styled from 'styled-components';

export const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  /* A card's margins when zoomed in (see Card). */
  ${({ theme }) => theme.media.narrow} { padding: ${({ theme }) => theme.space.md}; }
`;

// User text: kept as typed (line breaks included), never read as HTML. A long one shows its first
// lines until 'Afficher plus'; the whole text stays in the page for screen readers and search.
export const ContactText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  &[data-clamped='true'] {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 4;
    line-clamp: 4;
    overflow: hidden;
  }
`;

export const NoText = styled.p`
  margin: 0;
  font-style: italic;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Detail = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;

  & > svg { flex: none; }
`;

/** Date and author: when zoomed in they wrap as wholes rather than each breaking in the middle. */
export const Byline = styled(Detail)`
  flex-wrap: wrap;
`;

export const CallBack = styled(Detail)`
  flex-wrap: wrap;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The text toggle sits under the text, flush left, so it reads as part of it. */
export const TextToggle = styled.div`
  margin: calc(-1 * ${({ theme }) => theme.space.xs}) 0 0 calc(-1 * ${({ theme }) => theme.space.md});
`;
