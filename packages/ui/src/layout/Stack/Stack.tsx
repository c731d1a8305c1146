import type { ComponentPropsWithRef } from 'react';
import type { Gap } from '../tokens';
import { StackRoot } from './Stack.styles';

export type LayoutElement =
  | 'div'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'nav'
  | 'ul'
  | 'ol'
  | 'li'
  | 'form'
  | 'fieldset'
  | 'dl';

export interface StackProps extends ComponentPropsWithRef<'div'> {
  /** The element to render, for the right semantics; a `ul`/`ol` loses its bullets and indent. */
  as?: LayoutElement;
  /** Space between children, a token of `theme.space`. */
  gap?: Gap;
  /** Cross-axis alignment of the children; they stretch to the full width by default. */
  align?: 'stretch' | 'start' | 'center' | 'end';
}

/** Children one under another with a token gap: the column layout screens would otherwise restyle. */
export function Stack({ as, gap = 'md', align = 'stretch', ...rest }: StackProps) {
  return <StackRoot as={as} data-gap={gap} data-align={align} {...rest} />;
}
