/** The part of Google Identity Services the app uses. */
export interface GoogleAccountsId {
  initialize(options: {
    client_id: string;
    callback: (answer: { credential?: string }) => void;
    locale?: string;
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleAccountsId> | null = null;

/** Loads Google's script once; rejects when it cannot be loaded (the widget failure of spec §8). */
export function loadGoogleScript(): Promise<GoogleAccountsId> {
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const api = window.google?.accounts?.id;
      if (api) resolve(api);
      else reject(new Error('google-script-without-api'));
    };
    script.onerror = () => reject(new Error('google-script-failed'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
