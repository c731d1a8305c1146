import type { ComponentPropsWithRef, ReactNode } from 'react';
import { StyledBadge } from './Badge.styles';

export type BadgeTone = 'green' | 'blue' | 'purple' | 'yellow' | 'red' | 'neutral';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
  /** A decorative icon before the text; the text always says what the colour means. */
  icon?: ReactNode;
}

/** A short label (category, status) in one of the palette's tones. */
export function Badge({ tone = 'neutral', icon, children, ...rest }: BadgeProps) {
  return (
    <StyledBadge {...rest} data-tone={tone}>
      {icon}
      {children}
    </StyledBadge>
  );
}
