import { useOutboxSnapshot } from '@prospect/api-client';
import { rejectionMessage, t, UnsentChangesDialog, type UnsentChangesLeaving } from '@prospect/ui';
import { useState } from 'react';
import { withMessage } from '../flow/action';
import { useSession } from '../session/SessionProvider';

/**
 * 'Déconnexion' and 'Revenir à mon compte', asked first when changes still wait on the device: they
 * stay there for the next sign-in of the account they were made for, which the user should know
 * before handing the phone over or going back to their own account.
 */
export function useGuardedSignOut() {
  const { signOut, endImpersonation } = useSession();
  const { writes } = useOutboxSnapshot();
  // A stuck change is unsent too: it is tried again at the account's next sign-in here.
  const waiting = writes.filter((queued) => queued.state !== 'refused').length;
  const [asking, setAsking] = useState<UnsentChangesLeaving | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // Rejects with the French message of a failure to get the admin's session back.
  const leave = (leaving: UnsentChangesLeaving) =>
    leaving === 'signOut' ? signOut() : withMessage('stopImpersonation', endImpersonation);

  async function confirm() {
    if (!asking) return;
    setFailure(null);
    try {
      await leave(asking);
    } catch (error) {
      setFailure(rejectionMessage(error, t('common.genericError')));
      throw error;
    }
  }

  return {
    requestSignOut: () => (waiting > 0 ? setAsking('signOut') : void signOut()),
    /** Resolves once back, or once asked; rejects with the message to show when going back failed. */
    requestBackToOwnAccount: async () => {
      if (waiting > 0) setAsking('backToOwnAccount');
      else await leave('backToOwnAccount');
    },
    unsentChangesDialog: (
      <UnsentChangesDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (open) return;
          setAsking(null);
          setFailure(null);
        }}
        waiting={waiting}
        leaving={asking ?? 'signOut'}
        onConfirm={confirm}
        error={failure}
      />
    ),
  };
}
