import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { demoAccounts } from '../seed';
import { call, demoIds, tokenOf, useMockServer } from '../test-support';

useMockServer();

describe('GET /api/accounts/admin/users/', () => {
  it("lists the agency's members with their counts", async () => {
    const { body } = await call('GET', '/api/accounts/admin/users/', { token: tokenOf(demoAccounts.admin) });
    expect(body.map((user: { email: string }) => user.email)).toEqual([
      demoAccounts.superAdmin,
      demoAccounts.admin,
      demoAccounts.agent,
      demoAccounts.agent2,
      demoAccounts.agent3,
    ]);
    const camille = body[2];
    expect(camille).toEqual({
      id: demoIds().users.camille,
      role: 'AGENT',
      firstName: 'Camille',
      first_name: 'Camille',
      last_name: 'Martin',
      email: demoAccounts.agent,
      zones_count: 4,
      completed_sectors_count: expect.any(Number),
      completed_streets_count: expect.any(Number),
    });
    expect(camille.completed_sectors_count).toBeGreaterThanOrEqual(19);
  });

  it('is refused to an agent (403)', async () => {
    const { status, body } = await call('GET', '/api/accounts/admin/users/', {
      token: tokenOf(demoAccounts.agent),
    });
    expect(status).toBe(403);
    expect(body).toEqual({ error: 'Réservé aux administrateurs.' });
  });
});

describe('PATCH /api/accounts/admin/users/{id}/', () => {
  const patch = (as: string, id: number, role: unknown) =>
    call('PATCH', `/api/accounts/admin/users/${id}/`, { token: tokenOf(as), body: { role } });

  it('lets a super admin make an agent ADMIN, and logs it', async () => {
    const ids = demoIds();
    const { status, body } = await patch(demoAccounts.superAdmin, ids.users.agent2, 'ADMIN');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: ids.users.agent2, role: 'ADMIN' });
    expect(db.auditLog.findFirst({ where: { action: { equals: 'role_change' } } })).toMatchObject({
      actorId: ids.users.superAdmin,
      targetId: ids.users.agent2,
      detail: 'AGENT → ADMIN',
    });
  });

  it('keeps an admin to agents and the AGENT role; nobody edits themselves or a super admin', async () => {
    const ids = demoIds();
    expect((await patch(demoAccounts.admin, ids.users.agent2, 'AGENT')).status).toBe(200);
    expect((await patch(demoAccounts.admin, ids.users.agent2, 'ADMIN')).body).toEqual({
      error: 'Seul un super administrateur peut faire cela.',
    });
    expect((await patch(demoAccounts.admin, ids.users.superAdmin, 'AGENT')).status).toBe(403);
    expect((await patch(demoAccounts.admin, ids.users.admin, 'AGENT')).body).toEqual({
      error: 'Vous ne pouvez pas faire cela sur votre propre compte.',
    });
    expect((await patch(demoAccounts.superAdmin, ids.users.superAdmin, 'AGENT')).status).toBe(403);
    expect((await patch(demoAccounts.superAdmin, ids.users.agent2, 'SUPER_ADMIN')).status).toBe(400);
    expect((await patch(demoAccounts.admin, ids.users.pornicAgent, 'AGENT')).status).toBe(404);
  });
});

describe('DELETE /api/accounts/admin/users/{id}/', () => {
  it('removes the member, what they own and their sessions', async () => {
    const ids = demoIds();
    const victimToken = tokenOf(demoAccounts.agent);
    expect(
      (
        await call('DELETE', `/api/accounts/admin/users/${ids.users.camille}/`, {
          token: tokenOf(demoAccounts.admin),
        })
      ).status,
    ).toBe(204);
    expect(db.zone.count({ where: { ownerId: { equals: ids.users.camille } } })).toBe(0);
    expect(db.favorite.count({ where: { ownerId: { equals: ids.users.camille } } })).toBe(0);
    expect((await call('GET', '/api/accounts/profile/', { token: victimToken })).status).toBe(401);
    expect(db.auditLog.findFirst({ where: { action: { equals: 'user_delete' } } })?.detail).toBe(
      demoAccounts.agent,
    );
  });

  it('refuses self-deletion and an admin deleting another admin', async () => {
    const ids = demoIds();
    const token = tokenOf(demoAccounts.admin);
    expect((await call('DELETE', `/api/accounts/admin/users/${ids.users.admin}/`, { token })).status).toBe(
      403,
    );
    await call('PATCH', `/api/accounts/admin/users/${ids.users.agent3}/`, {
      token: tokenOf(demoAccounts.superAdmin),
      body: { role: 'ADMIN' },
    });
    expect((await call('DELETE', `/api/accounts/admin/users/${ids.users.agent3}/`, { token })).status).toBe(
      403,
    );
  });
});

describe('POST /api/accounts/admin/invitations/create/', () => {
  const invite = (as: string, body: unknown) =>
    call('POST', '/api/accounts/admin/invitations/create/', { token: tokenOf(as), body });

  it('answers the email, the role and a register link that works', async () => {
    const { status, body } = await invite(demoAccounts.admin, {
      email: 'Paul.Henry@example.fr',
      role: 'AGENT',
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      email: 'paul.henry@example.fr',
      role: 'AGENT',
      invitation_url_for_testing: expect.stringMatching(/^http:\/\/api\.test\/register\?token=[0-9a-f]{32}$/),
    });
    const token = new URL(body.invitation_url_for_testing).searchParams.get('token');
    expect((await call('POST', '/api/accounts/invitations/validate/', { body: { token } })).body).toEqual({
      email: 'paul.henry@example.fr',
      role: 'AGENT',
    });
  });

  it('lets only a super admin invite an ADMIN, and refuses a taken or malformed email', async () => {
    expect((await invite(demoAccounts.admin, { email: 'a@example.fr', role: 'ADMIN' })).status).toBe(403);
    expect((await invite(demoAccounts.superAdmin, { email: 'a@example.fr', role: 'ADMIN' })).status).toBe(
      201,
    );
    expect(
      (await invite(demoAccounts.superAdmin, { email: 'b@example.fr', role: 'SUPER_ADMIN' })).status,
    ).toBe(400);
    expect((await invite(demoAccounts.admin, { email: demoAccounts.agent, role: 'AGENT' })).body).toEqual({
      email: ['Un utilisateur avec cet email existe déjà.'],
    });
    expect((await invite(demoAccounts.admin, { email: 'pas un email', role: 'AGENT' })).body).toEqual({
      email: ["Format d'email invalide"],
    });
    expect((await invite(demoAccounts.agent, { email: 'c@example.fr', role: 'AGENT' })).status).toBe(403);
  });
});

describe('POST /api/accounts/admin/impersonate/{id}/', () => {
  it("gives a super admin the target's tokens and identity, and logs it", async () => {
    const ids = demoIds();
    const { status, body } = await call('POST', `/api/accounts/admin/impersonate/${ids.users.camille}/`, {
      token: tokenOf(demoAccounts.superAdmin),
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      access: expect.stringMatching(/^access\./),
      refresh: expect.stringMatching(/^refresh\./),
      user: { id: ids.users.camille, first_name: 'Camille', email: demoAccounts.agent },
    });
    expect((await call('GET', '/api/accounts/profile/', { token: body.access })).body.user.first_name).toBe(
      'Camille',
    );
    expect(db.auditLog.findFirst({ where: { action: { equals: 'impersonation_start' } } })?.targetId).toBe(
      ids.users.camille,
    );
  });

  it('is refused to an admin, on oneself, and on another agency', async () => {
    const ids = demoIds();
    const as = (email: string, id: number) =>
      call('POST', `/api/accounts/admin/impersonate/${id}/`, { token: tokenOf(email) });
    expect((await as(demoAccounts.admin, ids.users.camille)).status).toBe(403);
    expect((await as(demoAccounts.superAdmin, ids.users.superAdmin)).status).toBe(403);
    expect((await as(demoAccounts.superAdmin, ids.users.pornicAgent)).status).toBe(404);
  });
});
