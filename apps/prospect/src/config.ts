/**
 * What differs between agencies, read when the app starts: `/config.json` beside index.html, written by
 * the deployment, over the values built in (VITE_*). One build then serves every agency.
 */
export interface AppConfig {
  /** Where the API lives. Empty means the page's own origin (the demo backend, or a reverse proxy). */
  apiBaseUrl: string;
  /** Map tiles: a `{z}/{x}/{y}` template, absolute or a path on this origin (the demo's, a tile proxy's). */
  tileUrl: string;
  /** The tiles' credit as plain text; undefined means the map's own (the catalogue's). */
  tileAttribution: string | undefined;
  /** Google sign-in's client id; empty means no Google sign-in (the demo's stand-in in the demo build). */
  googleClientId: string;
}

/** Longest wait for `/config.json`: past it the app starts on its built-in values. */
export const CONFIG_TIMEOUT_MS = 3_000;

type BuildTimeEnv = Pick<
  ImportMetaEnv,
  'VITE_API_BASE_URL' | 'VITE_DEMO' | 'VITE_GOOGLE_CLIENT_ID' | 'VITE_TILE_URL'
>;

/**
 * The demo's tiles: one static image (demo-public/demo-tile.png, the demo backend's own tile), served by
 * the demo's host, so its map draws before the in-page backend has started. One address for every
 * tile: the browser asks for it once, where six first tiles took six requests (over HTTP/1.1, six
 * connections' worth of the first screen).
 */
export const DEMO_TILE_URL = '/demo-tile.png';

/**
 * The values built in. The demo draws its static tile; a real deployment defaults to OpenStreetMap's
 * public tile server (credited by the map's default attribution).
 */
export function buildTimeConfig(env: BuildTimeEnv = import.meta.env): AppConfig {
  return {
    apiBaseUrl: env.VITE_API_BASE_URL ?? '',
    tileUrl:
      env.VITE_TILE_URL ??
      (env.VITE_DEMO === 'true' ? DEMO_TILE_URL : 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    tileAttribution: undefined,
    googleClientId: env.VITE_GOOGLE_CLIENT_ID ?? '',
  };
}

type Warn = (message: string) => void;
const consoleWarn: Warn = (message) => console.warn(message);

function absoluteHttpUrl(value: string): URL | null {
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * '' (same origin), a path on this origin ('/agence', never '//host'), or an absolute http(s) URL;
 * never credentials, a query or a fragment, which API paths are appended to.
 */
function isApiBaseUrl(value: string): boolean {
  if (/[\s\\?#]/.test(value)) return false;
  if (value === '') return true;
  if (value.startsWith('/')) return !value.startsWith('//');
  const url = absoluteHttpUrl(value);
  return url !== null && url.username === '' && url.password === '';
}

/**
 * A {z}/{x}/{y} template: absolute http(s), or a path on this origin ('/tiles/…', never '//host'),
 * which the deployment's tile proxy answers (deploy/README.md, TILE_UPSTREAM).
 */
function isTileUrl(value: string): boolean {
  if (/[\s\\]/.test(value) || !['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  const url = absoluteHttpUrl(value);
  return url !== null && url.username === '' && url.password === '';
}

/** Google's client ids look like '1234-abc.apps.googleusercontent.com'. */
function isGoogleClientId(value: string): boolean {
  return /^[\w.-]{1,200}$/.test(value);
}

const MAX_ATTRIBUTION_LENGTH = 300;

/**
 * `/config.json`'s content over `defaults`, key by key. Anything refused (wrong type, an address that
 * is not what it must be) is named in a warning and leaves that key's default. Unknown keys are ignored.
 */
export function readAppConfig(raw: unknown, defaults: AppConfig, warn: Warn = consoleWarn): AppConfig {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    warn('config.json: not a JSON object; using the built-in configuration');
    return defaults;
  }
  const json = raw as Record<string, unknown>;
  const config = { ...defaults };
  const refuse = (key: string) => warn(`config.json: "${key}" refused; using the built-in value`);
  const text = (key: keyof AppConfig): string | undefined => {
    const value = json[key];
    if (value === undefined) return undefined;
    if (typeof value === 'string') return value.trim();
    refuse(key);
    return undefined;
  };

  const apiBaseUrl = text('apiBaseUrl');
  if (apiBaseUrl !== undefined) {
    if (isApiBaseUrl(apiBaseUrl)) config.apiBaseUrl = apiBaseUrl;
    else refuse('apiBaseUrl');
  }
  const tileUrl = text('tileUrl');
  if (tileUrl !== undefined) {
    if (isTileUrl(tileUrl)) config.tileUrl = tileUrl;
    else refuse('tileUrl');
  }
  // Plain text, whatever it holds: the map shows it as written (MapTilesProvider escapes it).
  const tileAttribution = text('tileAttribution');
  if (tileAttribution) {
    if (tileAttribution.length <= MAX_ATTRIBUTION_LENGTH) config.tileAttribution = tileAttribution;
    else refuse('tileAttribution');
  }
  // Empty means "not set" (what a deployment writes for an unset variable): the built-in id stays.
  const googleClientId = text('googleClientId');
  if (googleClientId) {
    if (isGoogleClientId(googleClientId)) config.googleClientId = googleClientId;
    else refuse('googleClientId');
  }
  return config;
}

export interface FetchAppConfigOptions {
  defaults: AppConfig;
  url?: string | undefined;
  timeoutMs?: number | undefined;
  fetch?: typeof globalThis.fetch | undefined;
  warn?: Warn | undefined;
}

/**
 * Fetches and reads `/config.json`. Never fails: no file (404, or a server's HTML fallback page), an
 * empty one, invalid JSON, a network failure or no answer within `timeoutMs` all give `defaults`.
 */
export async function fetchAppConfig({
  defaults,
  url = '/config.json',
  timeoutMs = CONFIG_TIMEOUT_MS,
  fetch = globalThis.fetch,
  warn = consoleWarn,
}: FetchAppConfigOptions): Promise<AppConfig> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    // 'no-cache': the HTTP cache may keep it, but asks the server whether it changed.
    const response = await fetch(url, {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (!response.ok) return defaults;
    if (response.headers.get('content-type')?.includes('text/html')) return defaults;
    const body = (await response.text()).trim();
    if (body === '') return defaults;
    let raw: unknown;
    try {
      raw = JSON.parse(body);
    } catch {
      warn('config.json: invalid JSON; using the built-in configuration');
      return defaults;
    }
    return readAppConfig(raw, defaults, warn);
  } catch {
    // Offline without a kept copy, or too slow: the built-in values keep the app usable.
    return defaults;
  } finally {
    clearTimeout(timer);
  }
}

let loading: Promise<AppConfig> | null = null;

/**
 * The configuration of this page, loaded once (the production build fetches `/config.json`; the demo
 * build uses its built-in values). Awaited by main.tsx before anything talks to the API.
 */
export function loadAppConfig(): Promise<AppConfig> {
  loading ??=
    // Inline condition so the production build keeps only its branch.
    import.meta.env.VITE_DEMO === 'true'
      ? Promise.resolve(buildTimeConfig())
      : fetchAppConfig({ defaults: buildTimeConfig(), url: `${import.meta.env.BASE_URL}config.json` });
  return loading;
}
