import type { ComponentPropsWithRef, ReactNode } from 'react';
import { StyledIconButton } from './IconButton.styles';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** The French name read by screen readers and shown as a tooltip, e.g. 'Supprimer la zone'. */
  label: string;
  /** A decorative icon from `primitives/icons`. */
  icon: ReactNode;
  variant?: 'ghost' | 'danger';
}

export function IconButton({ label, icon, variant = 'ghost', type = 'button', ...rest }: IconButtonProps) {
  return (
    <StyledIconButton {...rest} type={type} aria-label={label} title={label} data-variant={variant}>
      {icon}
    </StyledIconButton>
  );
}
