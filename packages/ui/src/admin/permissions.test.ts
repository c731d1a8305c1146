import { describe, expect, it } from 'vitest';
import {
  assignableRoles,
  canEditRole,
  canImpersonate,
  canManage,
  isViewer,
  memberName,
  roleChoices,
} from './permissions';
import type { AdminUser, AdminViewer, Role } from './types';

const member = (id: number, role: Role, email = `user${id}@prospect.demo`): AdminUser => ({
  id,
  role,
  firstName: 'Camille',
  first_name: 'Camille',
  last_name: 'Martin',
  email,
  zones_count: 0,
  completed_sectors_count: 0,
  completed_streets_count: 0,
});

// Spec §3's profile carries no user id: the viewer is known by email and role only.
const admin: AdminViewer = { email: 'user2@prospect.demo', role: 'ADMIN' };
const superAdmin: AdminViewer = { email: 'user3@prospect.demo', role: 'SUPER_ADMIN' };

/** What the row offers the viewer, as the table shows it. */
const actionsOn = (viewer: AdminViewer, row: AdminUser) => ({
  manage: canManage(viewer, row),
  impersonate: canImpersonate(viewer, row),
});

describe('roles a viewer can hand out', () => {
  it('offers Administrateur only to a SUPER_ADMIN', () => {
    expect(assignableRoles(admin)).toEqual(['AGENT']);
    expect(assignableRoles(superAdmin)).toEqual(['AGENT', 'ADMIN']);
  });

  it("keeps the member's current role among the choices", () => {
    expect(roleChoices(admin, 'ADMIN')).toEqual(['AGENT', 'ADMIN']);
    expect(roleChoices(superAdmin, 'SUPER_ADMIN')).toEqual(['AGENT', 'ADMIN', 'SUPER_ADMIN']);
  });
});

describe('own row', () => {
  it('is the row with the viewer’s email, whatever its case and surrounding spaces', () => {
    expect(isViewer(admin, member(9, 'ADMIN', ' User2@Prospect.DEMO '))).toBe(true);
    expect(isViewer(admin, member(2, 'AGENT', 'someone.else@prospect.demo'))).toBe(false);
  });

  it('offers nothing, to an ADMIN or a SUPER_ADMIN', () => {
    const none = { manage: false, impersonate: false };
    expect(actionsOn(admin, member(40, 'ADMIN', 'USER2@prospect.demo'))).toEqual(none);
    expect(actionsOn(superAdmin, member(41, 'SUPER_ADMIN', 'user3@prospect.demo '))).toEqual(none);
  });

  it('is not decided by the id: a member whose id happens to be anything is acted on by email', () => {
    expect(actionsOn(superAdmin, member(3, 'AGENT', 'camille@prospect.demo'))).toEqual({
      manage: true,
      impersonate: true,
    });
  });
});

describe('row actions (spec §6)', () => {
  it('an ADMIN edits and deletes AGENT rows only, and impersonates nobody', () => {
    expect(actionsOn(admin, member(1, 'AGENT'))).toEqual({ manage: true, impersonate: false });
    expect(actionsOn(admin, member(7, 'ADMIN'))).toEqual({ manage: false, impersonate: false });
    expect(actionsOn(admin, member(9, 'SUPER_ADMIN'))).toEqual({ manage: false, impersonate: false });
  });

  it('a SUPER_ADMIN acts on ADMIN and AGENT rows, never on a SUPER_ADMIN row', () => {
    expect(actionsOn(superAdmin, member(1, 'AGENT'))).toEqual({ manage: true, impersonate: true });
    expect(actionsOn(superAdmin, member(7, 'ADMIN'))).toEqual({ manage: true, impersonate: true });
    expect(actionsOn(superAdmin, member(9, 'SUPER_ADMIN'))).toEqual({ manage: false, impersonate: false });
  });

  it('an AGENT acts on nobody', () => {
    const agent: AdminViewer = { email: 'user1@prospect.demo', role: 'AGENT' };
    for (const role of ['AGENT', 'ADMIN', 'SUPER_ADMIN'] as const) {
      expect(actionsOn(agent, member(8, role))).toEqual({ manage: false, impersonate: false });
    }
  });
});

describe('role editor (spec §5, §6)', () => {
  it('is offered only where it gives a choice: never to an ADMIN, whose agents can only stay agents', () => {
    expect(canManage(admin, member(1, 'AGENT'))).toBe(true);
    expect(canEditRole(admin, member(1, 'AGENT'))).toBe(false);
    expect(canEditRole(superAdmin, member(1, 'AGENT'))).toBe(true);
    expect(canEditRole(superAdmin, member(7, 'ADMIN'))).toBe(true);
    expect(canEditRole(superAdmin, member(9, 'SUPER_ADMIN'))).toBe(false);
  });
});

describe('memberName', () => {
  it('falls back to the email without a name', () => {
    expect(memberName({ ...member(1, 'AGENT'), firstName: '', first_name: '', last_name: '' })).toBe(
      'user1@prospect.demo',
    );
  });
});
