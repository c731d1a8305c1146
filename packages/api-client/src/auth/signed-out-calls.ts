import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import type { ApiClient } from '../http';

// The calls made before anyone is signed in (sign-in, registration, an invitation's check) need no
// data cache: these hooks hold no SWR, so the login page's first load carries none.

/** `trigger(arg)` runs one signed-out call with the app's client and answers its result. */
export function useSignedOutCall<Arg, Data>(run: (client: ApiClient, arg: Arg) => Promise<Data>) {
  const client = useApiClient();
  const trigger = useCallback((arg: Arg) => run(client, arg), [client, run]);
  return { trigger };
}

export interface SignedOutRead<Data> {
  data: Data | undefined;
  error: ApiError | undefined;
}

/**
 * One read made once per `key` (none while null): a refusal stays a refusal, nothing is retried or
 * refetched, and an answer for a key no longer asked is dropped.
 */
export function useSignedOutRead<Data>(
  key: string | null,
  read: (client: ApiClient) => Promise<Data>,
): SignedOutRead<Data> {
  const client = useApiClient();
  const [state, setState] = useState<SignedOutRead<Data> & { key: string | null }>({
    key: null,
    data: undefined,
    error: undefined,
  });
  // `read` is written inline by callers: the key alone says when to ask again.
  const reader = useRef(read);
  reader.current = read;

  useEffect(() => {
    if (key === null) return;
    let current = true;
    reader.current(client).then(
      (data) => current && setState({ key, data, error: undefined }),
      (error: ApiError) => current && setState({ key, data: undefined, error }),
    );
    return () => {
      current = false;
    };
  }, [client, key]);

  return state.key === key && key !== null
    ? { data: state.data, error: state.error }
    : { data: undefined, error: undefined };
}
