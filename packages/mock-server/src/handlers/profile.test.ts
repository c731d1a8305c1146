import { describe, expect, it } from 'vitest';
import { tilePng } from '../png';
import { demoAccounts } from '../seed';
import { call, tokenOf, useMockServer } from '../test-support';

useMockServer();

const upload = (token: string, file: Blob | string | null, name = 'photo.png') => {
  const form = new FormData();
  if (typeof file === 'string') form.set('profile_picture', file);
  else if (file) form.set('profile_picture', file, name);
  return call('PUT', '/api/accounts/profile/picture/', { token, rawBody: form });
};

describe('GET /api/accounts/profile/', () => {
  it('answers the user and the profile with the agency as { id, city }', async () => {
    const { body } = await call('GET', '/api/accounts/profile/', { token: tokenOf(demoAccounts.agent) });
    expect(body).toEqual({
      user: { id: expect.any(Number), first_name: 'Camille', last_name: 'Martin', email: demoAccounts.agent },
      profile: { role: 'AGENT', profile_picture: null, tenant: { id: expect.any(Number), city: 'Nantes' } },
    });
  });
});

describe('PUT /api/accounts/profile/picture/', () => {
  it('stores an image as a data URL and the profile shows it', async () => {
    const token = tokenOf(demoAccounts.agent);
    const { status, body } = await upload(token, new Blob([tilePng().slice()], { type: 'image/png' }));
    expect(status).toBe(200);
    expect(body.profile_picture).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const profile = await call('GET', '/api/accounts/profile/', { token });
    expect(profile.body.profile.profile_picture).toBe(body.profile_picture);
  });

  it('keeps a picture of 5 MB exactly, the largest the app sends (5 * 1024 * 1024 bytes)', async () => {
    const largest = new Uint8Array(5 * 1024 * 1024);
    largest.set(tilePng().subarray(0, 8));
    const { status } = await upload(tokenOf(demoAccounts.agent), new Blob([largest], { type: 'image/png' }));
    expect(status).toBe(200);
  });

  it('refuses what is not a raster image, a missing file, a huge file and a JSON body', async () => {
    const token = tokenOf(demoAccounts.agent);
    const notImage = await upload(token, new Blob(['bonjour'], { type: 'text/plain' }), 'note.txt');
    expect(notImage).toMatchObject({
      status: 400,
      body: { profile_picture: ['Le fichier doit être une image.'] },
    });
    const svg = await upload(token, new Blob(['<svg onload="x()"/>'], { type: 'image/svg+xml' }), 'a.svg');
    expect(svg.status).toBe(400);
    const renamed = await upload(token, new Blob(['GIF? no'], { type: 'image/gif' }), 'a.gif');
    expect(renamed.status).toBe(400);
    expect((await upload(token, null)).body).toEqual({ profile_picture: ['Ce champ est obligatoire.'] });
    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    huge.set(tilePng().subarray(0, 8));
    expect((await upload(token, new Blob([huge], { type: 'image/png' }))).body).toEqual({
      profile_picture: ["L'image est trop volumineuse (5 Mo maximum)."],
    });
    expect(
      (await call('PUT', '/api/accounts/profile/picture/', { token, body: { profile_picture: 'x' } })).status,
    ).toBe(400);
    const profile = await call('GET', '/api/accounts/profile/', { token });
    expect(profile.body.profile.profile_picture).toBeNull();
  });
});
