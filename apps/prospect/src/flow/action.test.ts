import { describe, expect, it, vi } from 'vitest';
import { action, withMessage } from './action';

// An answer of the server as the api-client's ApiError carries it (kind, status, body).
const offline = { kind: 'network', status: null };
const refused = (error: string) => ({ kind: 'http', status: 400, body: { error } });

describe('action', () => {
  it('passes its arguments and resolves nothing once the call succeeded', async () => {
    const run = vi.fn(async (id: number, title: string) => ({ id, title }));
    await expect(action('favoritesCreate', run)(7, 'Villa')).resolves.toBeUndefined();
    expect(run).toHaveBeenCalledWith(7, 'Villa');
  });

  it('rejects with the spec’s French text for the situation, the failure kept as its cause', async () => {
    const failure = await action('zoneDelete', async () => Promise.reject(offline))().catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(
      'Erreur de connexion au serveur. Vérifiez votre connexion internet et que le serveur est bien démarré.',
    );
    expect((failure as Error).cause).toBe(offline);
  });

  it('shows what the server said when the situation takes it (spec §8)', async () => {
    const failure = action('adminInvite', async () => Promise.reject(refused('Un utilisateur existe déjà.')));
    await expect(failure()).rejects.toThrow('Un utilisateur existe déjà.');
  });

  it("says 'Une erreur est survenue.' for writes the spec names no message for", async () => {
    await expect(action('generic', async () => Promise.reject(offline))()).rejects.toThrow(
      'Une erreur est survenue.',
    );
  });
});

describe('withMessage', () => {
  it('resolves with the call’s answer', async () => {
    await expect(withMessage('geocode', async () => 'Rue de la Paix')).resolves.toBe('Rue de la Paix');
  });
});
