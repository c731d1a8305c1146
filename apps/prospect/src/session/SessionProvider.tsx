import {
  type CurrentUser,
  clearSessionStorage,
  hasAccessToken,
  logout,
  startSession,
  useApiClient,
} from '@prospect/api-client';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { type AccountChanges, createAccountChanges } from './account-changes';

export type SessionStatus = 'starting' | 'signed-in' | 'signed-out';

interface SessionValue {
  status: SessionStatus;
  /** After a sign-in stored its tokens (password, registration, Google): load the profile, go on. */
  signedIn: () => Promise<void>;
  /** Déconnexion: ends an impersonation instead when there is one (spec §4). */
  signOut: () => Promise<void>;
  /** Forgets the stored session without a word (the login page reached from outside the site). */
  forget: () => void;
  /** What the signed-in data layer must do to its cache as accounts come and go (account-changes.ts). */
  accountChanges: AccountChanges;
  /**
   * True once the server's profile for this session is in the read cache (start-up, sign-in, the end of
   * an impersonation); false while the cache may hold only what the device kept, or nothing.
   */
  profileLoaded: boolean;
}

const SessionContext = createContext<SessionValue | null>(null);

/**
 * Spec §4 session rules, as the app sees them: start-up loads the profile when a token exists and logs
 * out when the server refuses the session (any other failure keeps it); an expired session goes to
 * /auth (the client signals it: a refused refresh, or a 401 to a call sent without a token); sign-out
 * may end an impersonation. It holds no data cache, so the login page's first load carries none: each
 * change of account is handed to the signed-in data layer (shell/SignedInData) to apply.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const navigate = useNavigate();
  const [accountChanges] = useState(createAccountChanges);
  const [status, setStatus] = useState<SessionStatus>(() =>
    hasAccessToken(client.storage) ? 'starting' : 'signed-out',
  );

  const [profileLoaded, setProfileLoaded] = useState(false);

  const adopt = useCallback(
    async (user: CurrentUser | null) => {
      if (user) {
        await accountChanges.push({ kind: 'adopt', user });
        setProfileLoaded(true);
        setStatus('signed-in');
      } else {
        setProfileLoaded(false);
        setStatus('signed-out');
      }
    },
    [accountChanges],
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
    setProfileLoaded(false);
    setStatus('signed-out');
    void accountChanges.push({ kind: 'clear' });
    navigate('/auth', { replace: true });
  }, [client, accountChanges, navigate]);

  useEffect(() => client.onSessionExpired(expire), [client, expire]);

  const signedIn = useCallback(async () => {
    setProfileLoaded(false);
    await accountChanges.push({ kind: 'clear' });
    await resume();
  }, [resume, accountChanges]);

  // The cache keeps nothing of the session that ended: the admin's profile after an impersonation.
  const signOut = useCallback(async () => {
    const result = await logout(client);
    if (result.ended === 'impersonation') {
      await accountChanges.push({ kind: 'switch', user: result.profile });
      await adopt(result.profile);
      navigate('/dashboard');
    } else {
      void accountChanges.push({ kind: 'clear' });
      setProfileLoaded(false);
      setStatus('signed-out');
      navigate('/auth');
    }
  }, [client, accountChanges, adopt, navigate]);

  const forget = useCallback(() => {
    clearSessionStorage(client.storage);
    setProfileLoaded(false);
    setStatus('signed-out');
    void accountChanges.push({ kind: 'clear' });
  }, [client, accountChanges]);

  const value = useMemo(
    () => ({ status, signedIn, signOut, forget, accountChanges, profileLoaded }),
    [status, signedIn, signOut, forget, accountChanges, profileLoaded],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> above it');
  return session;
}
