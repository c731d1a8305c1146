import { useInvitation } from '@prospect/api-client';
import type { InvitationState } from '@prospect/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** 404 → invalid, 410 → expired, anything else → the generic error (spec §8). */
function refusedInvitation(error: unknown): InvitationState {
  const status = (error as { status?: number | null }).status;
  if (status === 404) return { status: 'invalid' };
  if (status === 410) return { status: 'expired' };
  return { status: 'error' };
}

/**
 * What the registration form says about the `?token=` it was opened with. The answer is kept once it
 * came (the cache is cleared at sign-in, the form must not go back to 'checking' meanwhile); after the
 * generic error the token is dropped from the address (spec §8). `ask` false holds the request back.
 */
export function useInvitationState(token: string | null, ask: boolean): InvitationState {
  const [, setSearchParams] = useSearchParams();
  const answer = useInvitation(ask ? token : null);
  const [settled, setSettled] = useState<InvitationState | null>(null);
  const { data, error } = answer;

  useEffect(() => {
    if (data) {
      setSettled({ status: 'valid', email: data.email });
    } else if (error) {
      const state = refusedInvitation(error);
      setSettled(state);
      if (state.status === 'error') setSearchParams({}, { replace: true });
    }
  }, [data, error, setSearchParams]);

  return settled ?? (token ? { status: 'checking' } : { status: 'none' });
}
