import {
  type CurrentUser,
  clearCache,
  clearSessionStorage,
  hasAccessToken,
  profileKey,
  startSession,
  useApiClient,
  useLogout,
} from '@prospect/api-client';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';

export type SessionStatus = 'starting' | 'signed-in' | 'signed-out';

interface SessionValue {
  status: SessionStatus;
  /** After a sign-in stored its tokens (password, registration, Google): load the profile, go on. */
  signedIn: () => Promise<void>;
  /** Déconnexion: ends an impersonation instead when there is one (spec §4). */
  signOut: () => Promise<void>;
  /** Forgets the stored session without a word (the login page reached from outside the site). */
  forget: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

/**
 * Spec §4 session rules, as the app sees them: start-up loads the profile when a token exists and logs
 * out when the server refuses the session (any other failure keeps it); an expired session goes to
 * /auth (the client signals it: a refused refresh, or a 401 to a call sent without a token); sign-out
 * may end an impersonation.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { trigger: logout } = useLogout();
  const [status, setStatus] = useState<SessionStatus>(() =>
    hasAccessToken(client.storage) ? 'starting' : 'signed-out',
  );

  const adopt = useCallback(
    async (user: CurrentUser | null) => {
      if (user) {
        await mutate(profileKey, user, { revalidate: false });
        setStatus('signed-in');
      } else {
        setStatus('signed-out');
      }
    },
    [mutate],
  );

  /**
   * Loads the profile of the stored session. A failure that is no refusal (offline, a time-out, a 5xx)
   * keeps the session: the screens load the profile themselves, show their error and SWR retries.
   */
  const resume = useCallback(
    async (isCurrent: () => boolean = () => true) => {
      let user: CurrentUser | null;
      try {
        user = await startSession(client);
      } catch {
        if (isCurrent()) setStatus(hasAccessToken(client.storage) ? 'signed-in' : 'signed-out');
        return;
      }
      // The session may have been forgotten while the profile was on its way (the login page reached
      // from outside the site): a profile for tokens no longer stored signs nobody in.
      if (isCurrent()) await adopt(hasAccessToken(client.storage) ? user : null);
    },
    [client, adopt],
  );

  useEffect(() => {
    if (!hasAccessToken(client.storage)) return;
    let cancelled = false;
    void resume(() => !cancelled);
    return () => {
      cancelled = true;
    };
  }, [client, resume]);

  const expire = useCallback(() => {
    clearSessionStorage(client.storage);
    setStatus('signed-out');
    void clearCache(mutate);
    navigate('/auth', { replace: true });
  }, [client, mutate, navigate]);

  useEffect(() => client.onSessionExpired(expire), [client, expire]);

  const signedIn = useCallback(async () => {
    await clearCache(mutate);
    await resume();
  }, [resume, mutate]);

  // The logout hook leaves the cache holding nothing of the session that ended (see useLogout).
  const signOut = useCallback(async () => {
    const result = await logout();
    if (result.ended === 'impersonation') {
      await adopt(result.profile);
      navigate('/dashboard');
    } else {
      setStatus('signed-out');
      navigate('/auth');
    }
  }, [logout, adopt, navigate]);

  const forget = useCallback(() => {
    clearSessionStorage(client.storage);
    setStatus('signed-out');
    void clearCache(mutate);
  }, [client, mutate]);

  const value = useMemo(() => ({ status, signedIn, signOut, forget }), [status, signedIn, signOut, forget]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> above it');
  return session;
}
