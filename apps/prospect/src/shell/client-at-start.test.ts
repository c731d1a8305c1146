import type { ApiClient } from '@prospect/api-client';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../config';
import { clientAtStart } from './client-at-start';

const configWith = (apiBaseUrl: string): AppConfig => ({
  apiBaseUrl,
  tileUrl: '/tiles/{z}/{x}/{y}.png',
  tileAttribution: undefined,
  googleClientId: '',
});

/** Records each client made and each prefetch, in order, against the configuration's arrival. */
function starting(builtIn: string) {
  const events: string[] = [];
  let arrive: (config: AppConfig) => void = () => {};
  const config = new Promise<AppConfig>((resolve) => {
    arrive = (value) => {
      events.push(`config ${value.apiBaseUrl || '(same origin)'}`);
      resolve(value);
    };
  });
  const result = clientAtStart({
    builtInApiBaseUrl: builtIn,
    config,
    createClient: (apiBaseUrl) => {
      events.push(`client ${apiBaseUrl || '(same origin)'}`);
      return { baseUrl: apiBaseUrl } as ApiClient;
    },
    prefetchFirstReads: (client) => events.push(`prefetch on ${client.baseUrl || '(same origin)'}`),
  });
  return { events, arrive, result };
}

describe('clientAtStart', () => {
  it("asks for the first screen's reads before config.json answers, and keeps that client when it names the same API", async () => {
    const { events, arrive, result } = starting('');
    await Promise.resolve();
    expect(events).toEqual(['client (same origin)', 'prefetch on (same origin)']);
    arrive(configWith(''));
    const { client, config } = await result;
    expect(client.baseUrl).toBe('');
    expect(config.apiBaseUrl).toBe('');
    expect(events).toEqual(['client (same origin)', 'prefetch on (same origin)', 'config (same origin)']);
  });

  it('asks again from the address config.json names when it moves the API, and answers with that client', async () => {
    const { events, arrive, result } = starting('');
    arrive(configWith('https://api.agence.example'));
    const { client } = await result;
    expect(client.baseUrl).toBe('https://api.agence.example');
    expect(events).toEqual([
      'client (same origin)',
      'prefetch on (same origin)',
      'config https://api.agence.example',
      'client https://api.agence.example',
      'prefetch on https://api.agence.example',
    ]);
  });
});
