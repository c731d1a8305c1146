import { t } from '../i18n';
import type { AdminUser, AdminViewer, Role } from './types';
import '../i18n/messages/admin';

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

const normalisedEmail = (email: string) => email.trim().toLowerCase();

/** The viewer's own row: the same email, whatever its case and surrounding spaces. */
export function isViewer(viewer: AdminViewer, member: Pick<AdminUser, 'email'>): boolean {
  return normalisedEmail(viewer.email) === normalisedEmail(member.email);
}

/**
 * Spec §6, as the server enforces it: a SUPER_ADMIN row is never actionable; a SUPER_ADMIN acts on
 * ADMIN and AGENT rows, an ADMIN on AGENT rows only (only a SUPER_ADMIN assigns ADMIN).
 */
function outranks(viewer: AdminViewer, member: AdminUser): boolean {
  if (member.role === 'SUPER_ADMIN') return false;
  if (viewer.role === 'SUPER_ADMIN') return true;
  return viewer.role === 'ADMIN' && member.role === 'AGENT';
}

/** Edit and delete: never on one's own row, and only on a row the viewer outranks. */
export function canManage(viewer: AdminViewer, member: AdminUser): boolean {
  return !isViewer(viewer, member) && outranks(viewer, member);
}

/**
 * The role editor: on a row the viewer manages, and only when it offers another role than the current
 * one. An ADMIN may only hand out Agent, which an agent already is: the role stays a plain badge.
 */
export function canEditRole(viewer: AdminViewer, member: AdminUser): boolean {
  return canManage(viewer, member) && roleChoices(viewer, member.role).length > 1;
}

/** Spec §6: only a SUPER_ADMIN, on a row they may manage (never a SUPER_ADMIN, never themselves). */
export function canImpersonate(viewer: AdminViewer, member: AdminUser): boolean {
  return viewer.role === 'SUPER_ADMIN' && canManage(viewer, member);
}

/** 'Camille Martin', falling back to firstName then the email. */
export function memberName(member: AdminUser): string {
  const full = `${member.first_name} ${member.last_name}`.trim();
  return full || member.firstName?.trim() || member.email;
}
