import {
  type ApiClient,
  type CurrentUser,
  clearSessionAndRevoke,
  clearSessionStorage,
  hasAccessToken,
  isImpersonating,
  logout,
  startSession,
  stopImpersonation,
  useApiClient,
} from '@prospect/api-client';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type AccountChanges, createAccountChanges } from './account-changes';
import { useOtherTabs } from './use-other-tabs';

export type SessionStatus = 'starting' | 'signed-in' | 'signed-out';

interface SessionValue {
  status: SessionStatus;
  /** After a sign-in stored its tokens (password, registration, Google): load the profile, go on. */
  signedIn: () => Promise<void>;
  /** Déconnexion: ends an impersonation instead when there is one (spec §4). */
  signOut: () => Promise<void>;
  /**
   * 'Revenir à mon compte': back to the admin's own account and /dashboard. Rejects, with nothing
   * changed, when the admin's session cannot be restored (no saved token).
   */
  endImpersonation: () => Promise<void>;
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

/** Where signing in happens: a tab that another one signs out stays there. */
const SIGN_IN_PAGES = new Set(['/auth', '/login', '/register']);

/**
 * What the device must forget when the account changes (device-data.ts), loaded when needed: the
 * login page's first load does not carry it. Resolves once done; never rejects.
 */
const forgetOnDevice = (client: ApiClient, signedOut: boolean): Promise<void> =>
  import('./device-data').then(
    (device) => device.forgetOnDevice(client, { signedOut }),
    (error: unknown) => console.warn('[prospect] the device could not forget the account before', error),
  );

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
  const { pathname } = useLocation();
  const [accountChanges] = useState(createAccountChanges);
  const [status, setStatus] = useState<SessionStatus>(() =>
    hasAccessToken(client.storage) ? 'starting' : 'signed-out',
  );

  const [profileLoaded, setProfileLoaded] = useState(false);
  // Moved on by each change of account: a profile asked for before one is never adopted after it.
  const generation = useRef(0);
  const page = useRef(pathname);
  useLayoutEffect(() => {
    page.current = pathname;
  }, [pathname]);

  const adopt = useCallback(
    async (user: CurrentUser | null, { inBackground = false } = {}) => {
      if (user) {
        await accountChanges.push({ kind: 'adopt', user });
        // A resumed session's first screen renders in slices (the loading text stays meanwhile): in
        // one piece it held the main thread for a fifth of a second on a phone. A sign-in renders at once.
        const render = inBackground ? startTransition : (update: () => void) => update();
        render(() => {
          setProfileLoaded(true);
          setStatus('signed-in');
        });
      } else {
        setProfileLoaded(false);
        setStatus('signed-out');
      }
    },
    [accountChanges],
  );

  const otherTabs = useOtherTabs(client, () => followOtherTab());

  /** This tab changed the account: the other tabs are told, the device forgets what it must. */
  const changedHere = useCallback(
    (signedOut: boolean): Promise<void> => {
      generation.current += 1;
      otherTabs.announce();
      return forgetOnDevice(client, signedOut);
    },
    [client, otherTabs],
  );

  /**
   * Loads the profile of the stored session. A failure that is no refusal (offline, a time-out, a 5xx)
   * keeps the session: the screens load the profile themselves, show their error and SWR retries.
   */
  const resume = useCallback(
    async (stillWanted: () => boolean = () => true) => {
      const started = generation.current;
      const isCurrent = () => stillWanted() && started === generation.current;
      const hadSession = hasAccessToken(client.storage);
      let user: CurrentUser | null;
      try {
        user = await startSession(client);
      } catch {
        if (isCurrent()) setStatus(hasAccessToken(client.storage) ? 'signed-in' : 'signed-out');
        return;
      }
      if (!isCurrent()) return;
      // Refused: the storage is cleared, and the account leaves the device as at a sign-out.
      if (!user && hadSession) void changedHere(true);
      // The session may have been forgotten while the profile was on its way (the login page reached
      // from outside the site): a profile for tokens no longer stored signs nobody in.
      await adopt(hasAccessToken(client.storage) ? user : null, { inBackground: true });
    },
    [client, adopt, changedHere],
  );

  /**
   * Another tab changed the account: nothing of the one shown stays in memory, and this tab goes where
   * the other went, the new account's dashboard, or /auth.
   */
  const followOtherTab = useCallback(() => {
    generation.current += 1;
    const signedIn = hasAccessToken(client.storage);
    setProfileLoaded(false);
    setStatus(signedIn ? 'starting' : 'signed-out');
    void accountChanges.push({ kind: 'clear' });
    // The other tab forgot already; this one's read cache may still be writing the account before.
    void forgetOnDevice(client, !signedIn);
    if (signedIn) {
      navigate('/dashboard', { replace: true });
      void resume();
    } else if (!SIGN_IN_PAGES.has(page.current)) {
      navigate('/auth', { replace: true });
    }
  }, [client, accountChanges, navigate, resume]);

  // An account changed by a screen rather than here (an impersonation started from the admin panel)
  // is the one this tab shows once it has moved on; a signal already waiting is read first.
  useEffect(() => {
    if (!otherTabs.pending()) otherTabs.adopt();
  }, [pathname, otherTabs]);

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
    void changedHere(true);
    setProfileLoaded(false);
    setStatus('signed-out');
    void accountChanges.push({ kind: 'clear' });
    navigate('/auth', { replace: true });
  }, [client, accountChanges, changedHere, navigate]);

  useEffect(() => client.onSessionExpired(expire), [client, expire]);

  const signedIn = useCallback(async () => {
    void changedHere(false);
    setProfileLoaded(false);
    await accountChanges.push({ kind: 'clear' });
    await resume();
  }, [resume, accountChanges, changedHere]);

  /** Back to the admin's own account: the admin's profile, every other answer fetched again. */
  const backToAdmin = useCallback(
    async (profile: CurrentUser) => {
      const forgotten = changedHere(false);
      await accountChanges.push({ kind: 'switch', user: profile });
      await adopt(profile);
      navigate('/dashboard');
      await forgotten;
    },
    [accountChanges, adopt, changedHere, navigate],
  );

  // The cache keeps nothing of the session that ended: the admin's profile after an impersonation.
  const signOut = useCallback(async () => {
    const result = await logout(client);
    if (result.ended === 'impersonation') {
      await backToAdmin(result.profile);
      return;
    }
    // Forgotten before the login page shows: the next person to use the device finds none of it.
    await changedHere(true);
    void accountChanges.push({ kind: 'clear' });
    setProfileLoaded(false);
    setStatus('signed-out');
    navigate('/auth');
  }, [client, accountChanges, backToAdmin, changedHere, navigate]);

  const endImpersonation = useCallback(async () => {
    let profile: CurrentUser;
    try {
      profile = await stopImpersonation(client);
    } catch (error) {
      if (isImpersonating(client.storage)) throw error;
      // The admin's session is back but its profile did not load (no network): the agent's answers
      // go all the same, and the admin's profile loads as at start-up.
      void changedHere(false);
      setProfileLoaded(false);
      await accountChanges.push({ kind: 'clear' });
      navigate('/dashboard');
      await resume();
      return;
    }
    await backToAdmin(profile);
  }, [client, accountChanges, backToAdmin, changedHere, navigate, resume]);

  const forget = useCallback(() => {
    const hadSession = hasAccessToken(client.storage);
    // The tokens are dropped, so the server is told to refuse them too (where it can).
    void clearSessionAndRevoke(client);
    if (hadSession) void changedHere(true);
    setProfileLoaded(false);
    setStatus('signed-out');
    void accountChanges.push({ kind: 'clear' });
  }, [client, accountChanges, changedHere]);

  const value = useMemo(
    () => ({ status, signedIn, signOut, endImpersonation, forget, accountChanges, profileLoaded }),
    [status, signedIn, signOut, endImpersonation, forget, accountChanges, profileLoaded],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> above it');
  return session;
}
