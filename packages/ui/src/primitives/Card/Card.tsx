import type { ComponentPropsWithRef } from 'react';
import { CardSurface } from './Card.styles';

export interface CardProps extends ComponentPropsWithRef<'div'> {
  /** The element to render, for the right semantics in lists and pages. */
  as?: 'div' | 'section' | 'article' | 'li' | 'aside' | 'header';
  /** 'none' for edge-to-edge content such as a map. */
  padding?: 'regular' | 'none';
}

/** The white, bordered surface screens put their content on. */
export function Card({ as, padding = 'regular', ...rest }: CardProps) {
  return <CardSurface as={as} data-padding={padding} {...rest} />;
}
