export * from './AdminPanel';
export * from './InviteForm';
export * from './MemberTable';
export {
  assignableRoles,
  canImpersonate,
  canManage,
  isViewer,
  memberName,
  roleChoices,
  roleLabel,
} from './permissions';
export type { AdminUser, AdminViewer, InvitationRequest, InvitationResult, Role } from './types';
