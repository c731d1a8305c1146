export * from './AdminPanel';
export * from './InviteForm';
export * from './MemberTable';
export {
  assignableRoles,
  canEditRole,
  canImpersonate,
  canManage,
  isViewer,
  memberName,
  roleChoices,
  roleLabel,
} from './permissions';
export * from './TeamBoard';
export type { AdminUser, AdminViewer, InvitationRequest, InvitationResult, Role } from './types';
