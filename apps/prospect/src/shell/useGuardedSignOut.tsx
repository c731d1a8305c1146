import { useOutboxSnapshot } from '@prospect/api-client';
import { UnsentChangesDialog } from '@prospect/ui';
import { useState } from 'react';
import { useSession } from '../session/SessionProvider';

/**
 * 'Déconnexion', asked first when changes still wait on the device: they stay there for the next
 * sign-in of the same account, which the agent should know before handing the phone over.
 */
export function useGuardedSignOut() {
  const { signOut } = useSession();
  const { writes } = useOutboxSnapshot();
  const waiting = writes.filter((queued) => queued.state === 'waiting').length;
  const [asking, setAsking] = useState(false);
  return {
    requestSignOut: () => (waiting > 0 ? setAsking(true) : void signOut()),
    unsentChangesDialog: (
      <UnsentChangesDialog open={asking} onOpenChange={setAsking} waiting={waiting} onConfirm={signOut} />
    ),
  };
}
