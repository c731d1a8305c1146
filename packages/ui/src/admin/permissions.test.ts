import { describe, expect, it } from 'vitest';
import { assignableRoles, canImpersonate, canManage, memberName, roleChoices } from './permissions';
import type { AdminUser, Role } from './types';

const member = (id: number, role: Role): AdminUser => ({
  id,
  role,
  first_name: 'Camille',
  last_name: 'Martin',
  email: `user${id}@prospect.demo`,
  zones_count: 0,
  completed_sectors_count: 0,
  completed_streets_count: 0,
});

const admin = { id: 2, role: 'ADMIN' as const };
const superAdmin = { id: 3, role: 'SUPER_ADMIN' as const };

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

describe('row actions', () => {
  it('never act on oneself', () => {
    expect(canManage(superAdmin, member(3, 'SUPER_ADMIN'))).toBe(false);
    expect(canImpersonate(superAdmin, member(3, 'SUPER_ADMIN'))).toBe(false);
    expect(canManage(admin, member(2, 'ADMIN'))).toBe(false);
  });

  it('leave a SUPER_ADMIN row to SUPER_ADMIN viewers', () => {
    expect(canManage(admin, member(9, 'SUPER_ADMIN'))).toBe(false);
    expect(canManage(superAdmin, member(9, 'SUPER_ADMIN'))).toBe(true);
    expect(canManage(admin, member(1, 'AGENT'))).toBe(true);
  });

  it('let only a SUPER_ADMIN impersonate, and never another SUPER_ADMIN', () => {
    expect(canImpersonate(admin, member(1, 'AGENT'))).toBe(false);
    expect(canImpersonate(superAdmin, member(1, 'AGENT'))).toBe(true);
    expect(canImpersonate(superAdmin, member(2, 'ADMIN'))).toBe(true);
    expect(canImpersonate(superAdmin, member(9, 'SUPER_ADMIN'))).toBe(false);
  });
});

describe('memberName', () => {
  it('falls back to the email without a name', () => {
    expect(memberName({ ...member(1, 'AGENT'), first_name: '', last_name: '' })).toBe('user1@prospect.demo');
  });
});
