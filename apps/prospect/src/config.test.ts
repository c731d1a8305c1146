import { describe, expect, it, vi } from 'vitest';
import { type AppConfig, buildTimeConfig, fetchAppConfig, readAppConfig } from './config';

const defaults: AppConfig = {
  apiBaseUrl: 'https://api.built-in.example',
  tileUrl: 'https://tiles.built-in.example/{z}/{x}/{y}.png',
  tileAttribution: undefined,
  googleClientId: 'built-in.apps.googleusercontent.com',
};

function reading(raw: unknown) {
  const warnings: string[] = [];
  const config = readAppConfig(raw, defaults, (message) => warnings.push(message));
  return { config, warnings };
}

describe('buildTimeConfig', () => {
  it('takes the VITE_* values, and a real deployment gets OpenStreetMap tiles without one', () => {
    expect(buildTimeConfig({})).toEqual({
      apiBaseUrl: '',
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileAttribution: undefined,
      googleClientId: '',
    });
    expect(buildTimeConfig({ VITE_DEMO: 'true' }).tileUrl).toBe('/demo-tile.png');
    expect(
      buildTimeConfig({
        VITE_API_BASE_URL: 'https://api.example',
        VITE_TILE_URL: 'https://t.example/{z}/{x}/{y}.png',
        VITE_GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      }),
    ).toEqual({
      apiBaseUrl: 'https://api.example',
      tileUrl: 'https://t.example/{z}/{x}/{y}.png',
      tileAttribution: undefined,
      googleClientId: 'id.apps.googleusercontent.com',
    });
  });
});

describe('readAppConfig', () => {
  it("takes every key of the deployment's file over the built-in values", () => {
    const { config, warnings } = reading({
      apiBaseUrl: 'https://api.agence.example',
      tileUrl: 'https://{s}.tile.example/{z}/{x}/{y}.png',
      tileAttribution: '© les contributeurs d’OpenStreetMap',
      googleClientId: '1234-abc.apps.googleusercontent.com',
    });
    expect(config).toEqual({
      apiBaseUrl: 'https://api.agence.example',
      tileUrl: 'https://{s}.tile.example/{z}/{x}/{y}.png',
      tileAttribution: '© les contributeurs d’OpenStreetMap',
      googleClientId: '1234-abc.apps.googleusercontent.com',
    });
    expect(warnings).toEqual([]);
  });

  it('keeps the built-in value of each missing key, and ignores keys it does not know', () => {
    expect(reading({}).config).toEqual(defaults);
    const { config, warnings } = reading({ tileAttribution: 'Agence des Dunes', theme: 'dark' });
    expect(config).toEqual({ ...defaults, tileAttribution: 'Agence des Dunes' });
    expect(warnings).toEqual([]);
  });

  it('reads an empty apiBaseUrl as the same origin, and a path as one on this origin', () => {
    expect(reading({ apiBaseUrl: '' }).config.apiBaseUrl).toBe('');
    expect(reading({ apiBaseUrl: '/agence' }).config.apiBaseUrl).toBe('/agence');
  });

  it('reads an empty googleClientId or tileAttribution as not set', () => {
    const { config, warnings } = reading({ googleClientId: '', tileAttribution: '  ' });
    expect(config).toEqual(defaults);
    expect(warnings).toEqual([]);
  });

  it.each([
    ['javascript:alert(1)'],
    ['//evil.example'],
    ['ftp://api.example'],
    ['api.example'],
    ['https://user:secret@api.example'],
    ['https://api.example/?next=x'],
    ['https://api .example'],
    ['http://'],
  ])('refuses apiBaseUrl %j with a warning naming it, and keeps the built-in one', (apiBaseUrl) => {
    const { config, warnings } = reading({ apiBaseUrl });
    expect(config.apiBaseUrl).toBe(defaults.apiBaseUrl);
    expect(warnings).toEqual([expect.stringContaining('"apiBaseUrl"')]);
  });

  it("takes a tile path on the page's own origin: the deployment's tile proxy answers it", () => {
    const { config, warnings } = reading({ tileUrl: '/tiles/{z}/{x}/{y}.png' });
    expect(config.tileUrl).toBe('/tiles/{z}/{x}/{y}.png');
    expect(warnings).toEqual([]);
  });

  it.each([
    ['/tiles/{z}/{x}.png'],
    ['/\\tiles.example/{z}/{x}/{y}.png'],
    ['/tiles/{z}/{x}/{y}.png?a b'],
    ['https://tiles.example/{z}/{x}.png'],
    ['https://tiles.example/tile.png'],
    ['javascript:alert("{z}{x}{y}")'],
    ['data:image/png;base64,{z}{x}{y}'],
    ['//tiles.example/{z}/{x}/{y}.png'],
  ])('refuses tileUrl %j with a warning naming it', (tileUrl) => {
    const { config, warnings } = reading({ tileUrl });
    expect(config.tileUrl).toBe(defaults.tileUrl);
    expect(warnings).toEqual([expect.stringContaining('"tileUrl"')]);
  });

  it('keeps HTML in the attribution as the text it is (the map escapes it, never runs it)', () => {
    const html = '<img src=x onerror=alert(1)> Agence';
    expect(reading({ tileAttribution: html }).config.tileAttribution).toBe(html);
  });

  it('refuses values of the wrong type or shape, key by key', () => {
    const { config, warnings } = reading({
      apiBaseUrl: 42,
      tileUrl: ['https://t.example/{z}/{x}/{y}.png'],
      tileAttribution: { html: '<b>' },
      googleClientId: 'id"><script>',
    });
    expect(config).toEqual(defaults);
    expect(warnings).toHaveLength(4);
    for (const key of ['apiBaseUrl', 'tileUrl', 'tileAttribution', 'googleClientId'])
      expect(warnings.some((warning) => warning.includes(`"${key}"`))).toBe(true);
  });

  it('refuses an attribution too long to be a credit', () => {
    expect(reading({ tileAttribution: 'x'.repeat(301) }).config.tileAttribution).toBeUndefined();
  });

  it.each([[null], [[]], ['https://api.example'], [42]])('refuses %j as a whole: not an object', (raw) => {
    const { config, warnings } = reading(raw);
    expect(config).toEqual(defaults);
    expect(warnings).toHaveLength(1);
  });
});

/** A fetch answering `body` with `init`, recording what it was asked. */
function answering(body: string | null, init: ResponseInit = {}) {
  return vi.fn<typeof fetch>(async () => new Response(body, init));
}

async function fetching(fetchImpl: typeof fetch, timeoutMs?: number) {
  const warnings: string[] = [];
  const config = await fetchAppConfig({
    defaults,
    fetch: fetchImpl,
    timeoutMs,
    warn: (message) => warnings.push(message),
  });
  return { config, warnings };
}

const json = { headers: { 'Content-Type': 'application/json' } };

describe('fetchAppConfig', () => {
  it('asks /config.json, revalidating any cached copy, and reads what it says', async () => {
    const fetchImpl = answering(JSON.stringify({ apiBaseUrl: '' }), json);
    const { config } = await fetching(fetchImpl);
    expect(config).toEqual({ ...defaults, apiBaseUrl: '' });
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('keeps the built-in values, silently, when there is no file', async () => {
    expect(await fetching(answering('Not Found', { status: 404 }))).toEqual({
      config: defaults,
      warnings: [],
    });
    // A static server's single-page fallback answers index.html for any unknown address.
    const fallback = answering('<!doctype html><html></html>', {
      headers: { 'Content-Type': 'text/html' },
    });
    expect(await fetching(fallback)).toEqual({ config: defaults, warnings: [] });
  });

  it('keeps the built-in values for an empty file', async () => {
    expect(await fetching(answering('', json))).toEqual({ config: defaults, warnings: [] });
    expect(await fetching(answering('\n', json))).toEqual({ config: defaults, warnings: [] });
  });

  it('keeps the built-in values for invalid JSON, with a warning', async () => {
    const { config, warnings } = await fetching(answering('{ "apiBaseUrl": ', json));
    expect(config).toEqual(defaults);
    expect(warnings).toEqual([expect.stringContaining('invalid JSON')]);
  });

  it('keeps the built-in values when the network fails', async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await fetching(offline)).config).toEqual(defaults);
  });

  it('gives up after the time-out and starts on the built-in values', async () => {
    vi.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const never = vi.fn<typeof fetch>(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            signal = init?.signal ?? undefined;
            signal?.addEventListener('abort', () => reject(signal?.reason));
          }),
      );
      const answer = fetching(never, 3_000);
      await vi.advanceTimersByTimeAsync(2_999);
      expect(signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(signal?.aborted).toBe(true);
      expect((await answer).config).toEqual(defaults);
    } finally {
      vi.useRealTimers();
    }
  });
});
