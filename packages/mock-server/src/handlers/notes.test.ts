import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../seed';
import { call, demoIds, tokenOf, useMockServer } from '../test-support';

useMockServer();

const point = { type: 'Point', coordinates: [-2.3911, 47.2861] };

describe('zone notes', () => {
  it('POST creates a note at a point, PATCH changes its content, DELETE removes it', async () => {
    const ids = demoIds();
    const token = tokenOf(demoAccounts.agent);
    const created = await call('POST', `/api/accounts/zones/${ids.zones.camille}/notes/`, {
      token,
      body: { content: '  Chien dans le jardin  ', location: point },
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        content: 'Chien dans le jardin',
        user: 'Camille Martin',
        zone: ids.zones.camille,
        location: point,
      },
    });
    const updated = await call('PATCH', `/api/accounts/notes/${created.body.id}/`, {
      token,
      body: { content: 'Chien gentil' },
    });
    expect(updated).toMatchObject({ status: 200, body: { id: created.body.id, content: 'Chien gentil' } });
    expect((await call('DELETE', `/api/accounts/notes/${created.body.id}/`, { token })).status).toBe(204);
    const zone = (await call('GET', `/api/accounts/zones/${ids.zones.camille}/`, { token })).body;
    expect(zone.notes.map((note: { id: number }) => note.id)).not.toContain(created.body.id);
  });

  it('refuses blank content and a missing or invalid point', async () => {
    const ids = demoIds();
    const token = tokenOf(demoAccounts.agent);
    const path = `/api/accounts/zones/${ids.zones.camille}/notes/`;
    expect((await call('POST', path, { token, body: { content: '   ', location: point } })).body).toEqual({
      content: ['Ce champ ne peut être vide.'],
    });
    expect((await call('POST', path, { token, body: { content: 'x' } })).body).toEqual({
      location: ['Ce champ est obligatoire.'],
    });
    const bad = await call('POST', path, {
      token,
      body: { content: 'x', location: { type: 'Polygon', coordinates: [] } },
    });
    expect(bad.body.location).toHaveLength(1);
    expect(
      (await call('PATCH', `/api/accounts/notes/${ids.notes.camille}/`, { token, body: { content: '' } }))
        .status,
    ).toBe(400);
  });

  it("lets only the author or an admin change a note: the agent cannot edit the admin's note in her zone", async () => {
    const ids = demoIds();
    const path = `/api/accounts/notes/${ids.notes.byAdminInCamilleZone}/`;
    const agent = await call('PATCH', path, { token: tokenOf(demoAccounts.agent), body: { content: 'Non' } });
    expect(agent).toMatchObject({
      status: 403,
      body: { error: "Seul l'auteur de la note ou un administrateur peut la modifier." },
    });
    expect((await call('DELETE', path, { token: tokenOf(demoAccounts.agent) })).status).toBe(403);
    const admin = await call('PATCH', `/api/accounts/notes/${ids.notes.camille}/`, {
      token: tokenOf(demoAccounts.admin),
      body: { content: 'Relu par Julien' },
    });
    expect(admin.status).toBe(200);
  });
});
