import type { ComponentPropsWithRef, ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from '../icons';
import { Action, Message, StyledBanner } from './Banner.styles';

export type BannerTone = 'info' | 'warning' | 'danger' | 'success';

export interface BannerProps extends ComponentPropsWithRef<'div'> {
  tone?: BannerTone;
  /** A button or link at the end of the banner, e.g. the impersonation banner's return button. */
  action?: ReactNode;
}

const icons = { info: InfoIcon, warning: AlertIcon, danger: AlertIcon, success: CheckIcon } as const;

/**
 * A message across the top of a screen. Danger banners interrupt (role="alert"); the others are
 * polite status messages. Each tone has its own icon so the colour is never the only signal.
 */
export function Banner({ tone = 'info', action, children, ...rest }: BannerProps) {
  const ToneIcon = icons[tone];
  return (
    <StyledBanner role={tone === 'danger' ? 'alert' : 'status'} {...rest} data-tone={tone}>
      <Message>
        <ToneIcon />
        <p>{children}</p>
      </Message>
      {action ? <Action>{action}</Action> : null}
    </StyledBanner>
  );
}
