import { t } from '../i18n';
import type { AdminUser, AdminViewer, Role } from './types';

const roleOrder: readonly Role[] = ['AGENT', 'ADMIN', 'SUPER_ADMIN'];

export function roleLabel(role: Role): string {
  switch (role) {
    case 'AGENT':
      return t('admin.role.AGENT');
    case 'ADMIN':
      return t('admin.role.ADMIN');
    case 'SUPER_ADMIN':
      return t('admin.role.SUPER_ADMIN');
  }
}

/** Spec §5–6: Agent always; Administrateur only for a SUPER_ADMIN viewer. Nobody hands out SUPER_ADMIN. */
export function assignableRoles(viewer: Pick<AdminViewer, 'role'>): Role[] {
  return viewer.role === 'SUPER_ADMIN' ? ['AGENT', 'ADMIN'] : ['AGENT'];
}

/** The choices of a member's role editor: what the viewer may assign, plus the member's current role. */
export function roleChoices(viewer: Pick<AdminViewer, 'role'>, current: Role): Role[] {
  const allowed = new Set([...assignableRoles(viewer), current]);
  return roleOrder.filter((role) => allowed.has(role));
}

/**
 * Edit and delete: never on one's own row; a SUPER_ADMIN row only for a SUPER_ADMIN viewer
 * (an administrator cannot demote or remove the one above them).
 */
export function canManage(viewer: AdminViewer, member: AdminUser): boolean {
  if (member.id === viewer.id) return false;
  return member.role !== 'SUPER_ADMIN' || viewer.role === 'SUPER_ADMIN';
}

/** Spec §6: only a SUPER_ADMIN, never on a SUPER_ADMIN and never on oneself. */
export function canImpersonate(viewer: AdminViewer, member: AdminUser): boolean {
  return viewer.role === 'SUPER_ADMIN' && member.role !== 'SUPER_ADMIN' && member.id !== viewer.id;
}

/** 'Camille Martin', falling back to firstName then the email. */
export function memberName(member: AdminUser): string {
  const full = `${member.first_name} ${member.last_name}`.trim();
  return full || member.firstName?.trim() || member.email;
}
