import { t } from '../../../i18n';
import { Banner, LoadingText } from '../../../primitives';
import type { InvitationState } from '../types';
import '../../../i18n/messages/register';

/** What the form says about the invitation link it was opened with; nothing without one. */
export function InvitationNotice({ invitation }: { invitation: InvitationState }) {
  switch (invitation.status) {
    case 'none':
      return null;
    case 'checking':
      return <LoadingText label={t('register.invitation.checking')} />;
    case 'valid':
      return <Banner tone="success">{t('register.invitation.valid')}</Banner>;
    case 'invalid':
      return <Banner tone="danger">{t('errors.invitation.invalid')}</Banner>;
    case 'expired':
      return <Banner tone="warning">{t('errors.invitation.expired')}</Banner>;
    case 'error':
      return <Banner tone="danger">{t('errors.invitation.failed')}</Banner>;
  }
}
