import type { ComponentPropsWithRef } from 'react';
import { AlertIcon } from '../icons';
import { StyledErrorMessage } from './ErrorMessage.styles';

export type ErrorMessageProps = ComponentPropsWithRef<'p'>;

/** A failure in red with a warning sign (never colour alone), announced as soon as it appears. */
export function ErrorMessage({ children, ...rest }: ErrorMessageProps) {
  return (
    <StyledErrorMessage role="alert" {...rest}>
      <AlertIcon size={16} />
      <span>{children}</span>
    </StyledErrorMessage>
  );
}
