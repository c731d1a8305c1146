import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import type { Gap } from '../tokens';
import { gapRules } from '../tokens';

/**
 * A screen's column: its parts one under another, at most `contentMax` wide, centred, with the side
 * margins every screen shares (the app's layout adds none of its own). The gap is the caller's.
 */
export const pageColumn = css`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};

  /* Zoomed in, every pixel of a 195 px line counts: narrower margins. */
  ${({ theme }) => theme.media.narrow} { padding: ${({ theme }) => theme.space.sm}; }
`;

const PageColumnRoot = styled.main`
  ${pageColumn}
  ${gapRules}
`;

export interface PageColumnProps extends ComponentPropsWithRef<'main'> {
  /** 'div' or 'section' when the screen sits inside another page's `main`. */
  as?: 'main' | 'div' | 'section';
  /** Space between the screen's parts, a token of `theme.space`. */
  gap?: Gap;
}

/** A screen's column (see `pageColumn`), rendered as its `main` landmark by default. */
export function PageColumn({ as, gap = 'lg', ...rest }: PageColumnProps) {
  return <PageColumnRoot as={as} data-gap={gap} {...rest} />;
}
