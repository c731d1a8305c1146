import styled, { css } from 'styled-components';

/** A borderless raised sheet with room inside: a form on its own card, the privacy policy's text. */
export const raisedSheet = css`
  padding: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.narrow} { padding: ${({ theme }) => theme.space.lg}; }
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const CardSurface = styled.div`
  display: block;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};

  /* Zoomed in, narrower margins leave the content more of a 195 px screen. */
  ${({ theme }) => theme.media.narrow} { padding: ${({ theme }) => theme.space.md}; }
  &[data-padding='none'] { padding: 0; overflow: hidden; }
`;
