import { useState } from 'react';
import { rejectionMessage } from '../../errors';
import { t } from '../../i18n';
import { Banner, Button, ErrorMessage } from '../../primitives';
import { Own, Sticky, Who } from './ImpersonationBanner.styles';
import '../../i18n/messages/dashboard';

export interface ImpersonationBannerProps {
  /** The impersonated user's first name, or email when there is none. */
  name: string;
  /** The admin's own email (impersonator_email), when known. */
  impersonatorEmail?: string | null;
  /**
   * Ends the impersonation. Reject with an Error whose message is the French text to show, e.g.
   * 'Erreur critique: Le token de l'administrateur est manquant.'
   */
  onStop: () => Promise<void>;
}

/** Shown on every screen while a super admin uses someone else's account, with the way back. */
export function ImpersonationBanner({ name, impersonatorEmail, onStop }: ImpersonationBannerProps) {
  const [stopping, setStopping] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function stop() {
    setStopping(true);
    setError(null);
    try {
      await onStop();
    } catch (failure) {
      setError(rejectionMessage(failure, t('common.genericError')));
    } finally {
      setStopping(false);
    }
  }

  return (
    <Sticky>
      <Banner
        tone="warning"
        action={
          <Button
            size="small"
            busy={stopping}
            busyLabel={t('dashboard.impersonation.stopping')}
            onClick={stop}
          >
            {t('dashboard.impersonation.stop')}
          </Button>
        }
      >
        <Who>{t('dashboard.impersonation.active', { name })}</Who>
        {impersonatorEmail ? (
          <Own>{t('dashboard.impersonation.by', { email: impersonatorEmail })}</Own>
        ) : null}
      </Banner>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
    </Sticky>
  );
}
