import { demoAccounts, fixtures } from '@prospect/mock-server';
import { describe, expect, it } from 'vitest';
import { getProfile } from '../profile/get-profile';
import { startImpersonation, stopImpersonation } from '../session/impersonation';
import { logout } from '../session/logout';
import { storageKeys } from '../storage';
import { clientFor, failureOf, useMockBackend } from '../test-support';
import { getZones } from '../zones/get-zones';
import { createInvitation } from './create-invitation';
import { deleteUser } from './delete-user';
import { getAdminUsers } from './get-admin-users';
import { impersonateUser } from './impersonate-user';
import { updateUserRole } from './update-user-role';

useMockBackend();

const idOf = (email: string) => {
  const member = fixtures.adminUsers(demoAccounts.superAdmin).find((user) => user.email === email);
  if (!member) throw new Error(`seed: no member ${email}`);
  return member.id;
};

describe('admin reads', () => {
  it('getAdminUsers answers the team with every contract field', async () => {
    expect(await getAdminUsers(clientFor(demoAccounts.admin))).toEqual(fixtures.adminUsers());
  });

  it('an agent gets a 403', async () => {
    expect(await failureOf(getAdminUsers(clientFor(demoAccounts.agent)))).toMatchObject({ status: 403 });
  });
});

describe('admin writes', () => {
  it('updateUserRole: the member has the new role in the team list', async () => {
    const client = clientFor(demoAccounts.superAdmin);
    const roleOf = async (email: string) =>
      (await getAdminUsers(client)).find((user) => user.email === email)?.role;
    expect(await roleOf(demoAccounts.agent2)).toBe('AGENT');
    await expect(
      updateUserRole(client, { userId: idOf(demoAccounts.agent2), role: 'ADMIN' }),
    ).resolves.toBeUndefined();
    expect(await roleOf(demoAccounts.agent2)).toBe('ADMIN');
  });

  it("an ADMIN may not grant ADMIN: the server's error field", async () => {
    const failure = await failureOf(
      updateUserRole(clientFor(demoAccounts.admin), { userId: idOf(demoAccounts.agent2), role: 'ADMIN' }),
    );
    expect(failure).toMatchObject({ status: 403, body: { error: expect.any(String) } });
  });

  it('deleteUser removes the member', async () => {
    const client = clientFor(demoAccounts.admin);
    await deleteUser(client, idOf(demoAccounts.agent3));
    expect((await getAdminUsers(client)).map((user) => user.email)).not.toContain(demoAccounts.agent3);
  });

  it('createInvitation answers the invitation link', async () => {
    const invitation = await createInvitation(clientFor(demoAccounts.admin), {
      email: 'recrue@prospect.demo',
      role: 'AGENT',
    });
    expect(invitation).toMatchObject({ email: 'recrue@prospect.demo', role: 'AGENT' });
    expect(invitation.invitation_url_for_testing).toMatch(/\/register\?token=/);
  });
});

describe('impersonation against the mock backend', () => {
  it('impersonateUser answers the tokens of the user', async () => {
    const answer = await impersonateUser(clientFor(demoAccounts.superAdmin), idOf(demoAccounts.agent));
    expect(answer.user).toEqual({
      id: idOf(demoAccounts.agent),
      first_name: 'Camille',
      email: demoAccounts.agent,
    });
  });

  it("round trip: the super admin sees the agent's data, then their own again", async () => {
    const client = clientFor(demoAccounts.superAdmin);
    const adminToken = client.storage.getItem(storageKeys.accessToken);
    await startImpersonation(client, idOf(demoAccounts.agent));
    expect(await getProfile(client)).toMatchObject({
      user: { email: demoAccounts.agent },
      isImpersonated: true,
      impersonatorEmail: demoAccounts.superAdmin,
    });
    expect(await getZones(client)).toEqual(fixtures.zones(demoAccounts.agent));

    const back = await stopImpersonation(client);
    expect(back).toMatchObject({
      user: { email: demoAccounts.superAdmin },
      profile: { role: 'SUPER_ADMIN' },
    });
    expect(client.storage.getItem(storageKeys.accessToken)).toBe(adminToken);
  });

  it('logout while impersonating returns to the admin', async () => {
    const client = clientFor(demoAccounts.superAdmin);
    await startImpersonation(client, idOf(demoAccounts.agent));
    expect(await logout(client)).toMatchObject({
      ended: 'impersonation',
      profile: { user: { email: demoAccounts.superAdmin } },
    });
  });

  it('an ADMIN may not impersonate', async () => {
    const client = clientFor(demoAccounts.admin);
    expect(await failureOf(startImpersonation(client, idOf(demoAccounts.agent)))).toMatchObject({
      status: 403,
    });
    expect(client.storage.getItem(storageKeys.isImpersonated)).toBeNull();
  });
});
