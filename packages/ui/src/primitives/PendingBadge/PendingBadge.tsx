import type { ComponentPropsWithRef } from 'react';
import { t } from '../../i18n';
import { Icon, type IconProps } from '../icons';
import { StyledPendingBadge } from './PendingBadge.styles';
import '../../i18n/messages/sync';

export type PendingBadgeProps = Omit<ComponentPropsWithRef<'span'>, 'children'>;

/** The badge's clock alone, for places too small for its text (a month grid's cell): add the text for screen readers. */
export function PendingIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon>
  );
}

/**
 * 'Pas encore envoyé': a change kept on this device (the outbox) that the server has not received.
 * Give it an `id` and point the control it describes at it with `aria-describedby`.
 */
export function PendingBadge(props: PendingBadgeProps) {
  return (
    <StyledPendingBadge {...props}>
      <PendingIcon size={14} />
      {t('sync.pending')}
    </StyledPendingBadge>
  );
}
