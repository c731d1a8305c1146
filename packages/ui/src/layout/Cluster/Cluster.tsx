import type { ComponentPropsWithRef } from 'react';
import type { LayoutElement } from '../Stack';
import type { Gap } from '../tokens';
import { ClusterRoot } from './Cluster.styles';

export interface ClusterProps extends ComponentPropsWithRef<'div'> {
  /** The element to render; a `ul`/`ol` loses its bullets and indent. */
  as?: LayoutElement;
  /** Space between children, both ways when they wrap: a token of `theme.space`. */
  gap?: Gap;
  /** Cross-axis alignment; centred by default, as buttons and labels on one line read best. */
  align?: 'stretch' | 'start' | 'center' | 'end' | 'baseline';
  /** Main-axis distribution; 'between' pushes the first and last child to the edges. */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** False keeps every child on one line (they shrink instead). */
  wrap?: boolean;
}

/** Children side by side, wrapping onto the next line when the width runs out. */
export function Cluster({
  as,
  gap = 'sm',
  align = 'center',
  justify = 'start',
  wrap = true,
  ...rest
}: ClusterProps) {
  return (
    <ClusterRoot
      as={as}
      data-gap={gap}
      data-align={align}
      data-justify={justify}
      data-wrap={wrap}
      {...rest}
    />
  );
}
