import type { ComponentPropsWithRef, ReactNode } from 'react';

export interface IconProps extends Omit<ComponentPropsWithRef<'svg'>, 'children'> {
  /** Width and height in pixels; the icon scales its 24-unit grid to it. */
  size?: number;
}

/**
 * The shared frame of every icon: decorative (the button or text beside it carries the meaning),
 * drawn in `currentColor` so it follows the text colour of its parent.
 */
export function Icon({ size = 20, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
