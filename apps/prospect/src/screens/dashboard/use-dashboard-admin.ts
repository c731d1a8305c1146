import {
  type CurrentUser,
  useAdminUsers,
  useCreateInvitation,
  useDeleteUser,
  useStartImpersonation,
  useUpdateUserRole,
} from '@prospect/api-client';
import { errorMessage } from '@prospect/ui';
import { useNavigate } from 'react-router';
import { action, withMessage } from '../../flow/action';
import { loadState } from '../shared/load-state';

type Member = { id: number; email: string };
type Invitation = Parameters<ReturnType<typeof useCreateInvitation>['trigger']>[0];
type Role = Parameters<ReturnType<typeof useUpdateUserRole>['trigger']>[0]['role'];

/** The dashboard's admin panel, for ADMIN and SUPER_ADMIN only (spec §6): the team and its writes. */
export function useDashboardAdmin(user: CurrentUser) {
  const navigate = useNavigate();
  const members = useAdminUsers();
  const invite = useCreateInvitation();
  const changeRole = useUpdateUserRole();
  const remove = useDeleteUser();
  const impersonate = useStartImpersonation();
  return {
    viewer: { email: user.user.email, role: user.profile.role },
    members: members.data ?? [],
    status: loadState(members).status,
    error: members.error ? errorMessage('adminListLoad', members.error) : null,
    onRetry: () => void members.mutate(),
    // The form shows what the invitation answered (its link), so this one resolves with it.
    onInvite: (invitation: Invitation) => withMessage('adminInvite', () => invite.trigger(invitation)),
    onChangeRole: action('adminRole', (member: Member, role: Role) =>
      changeRole.trigger({ userId: member.id, role }),
    ),
    onDelete: action('adminDelete', (member: Member) => remove.trigger(member.id)),
    onImpersonate: async (member: Member) => {
      await withMessage('adminImpersonate', () =>
        impersonate.trigger({ id: member.id, email: member.email }),
      );
      navigate('/dashboard');
    },
  };
}
