import type { ComponentPropsWithRef, ReactNode } from 'react';
import { StyledButton } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: 'regular' | 'small';
  fullWidth?: boolean;
  /** While true the button is disabled, announced busy, and shows `busyLabel` instead of its children. */
  busy?: boolean;
  busyLabel?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'regular',
  fullWidth = false,
  busy = false,
  busyLabel,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && busyLabel ? busyLabel : children}
    </StyledButton>
  );
}
