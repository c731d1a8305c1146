import { type ApiClient, type Credentials, login, storageKeys } from '@prospect/api-client';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';

interface SessionValue {
  isSignedIn: boolean;
  signIn: (credentials: Credentials) => Promise<void>;
  signOut: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

const sessionKeys = Object.values(storageKeys);

/** Who is signed in, as far as the stored tokens tell; screens learn the rest from the profile. */
export function SessionProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  const [isSignedIn, setSignedIn] = useState(() => client.storage.getItem(storageKeys.accessToken) !== null);
  const { mutate } = useSWRConfig();

  const signIn = useCallback(
    async (credentials: Credentials) => {
      await login(client, credentials);
      setSignedIn(true);
    },
    [client],
  );

  const signOut = useCallback(() => {
    for (const key of sessionKeys) client.storage.removeItem(key);
    setSignedIn(false);
    // Nothing of the previous user may stay in the cache for the next one.
    void mutate(() => true, undefined, { revalidate: false });
  }, [client, mutate]);

  const value = useMemo(() => ({ isSignedIn, signIn, signOut }), [isSignedIn, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> above it');
  return session;
}
