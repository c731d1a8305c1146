import { createApiClient } from '@prospect/api-client';
import { settledValue } from '@prospect/ui';
import { describe, expect, it } from 'vitest';
import { signedInServices } from '../shell/signed-in-services';
import { prepareRoute } from './router';

const newClient = () =>
  createApiClient({
    baseUrl: 'http://api.test',
    storage: window.sessionStorage,
    // Opening the device's stores asks the server nothing.
    fetch: () => Promise.reject(new TypeError('no network in this test')),
  });

describe('prepareRoute, awaited before the first render', () => {
  it('opens the signed-in data layer for a signed-in screen, so its first render need not suspend', async () => {
    const client = newClient();
    await prepareRoute('/dashboard', client);
    // Settled and marked: the data layer's `use` of it returns at once.
    const services = settledValue(signedInServices(client));
    expect(services?.outbox).toBeDefined();
    expect(services?.savedAnswers).toBeDefined();
  });

  it('opens nothing for the sign-in pages', async () => {
    const client = newClient();
    await prepareRoute('/auth', client);
    // Asking now opens them: they were not opened, so not settled yet.
    expect(settledValue(signedInServices(client))).toBeUndefined();
  });
});
