import {
  type CurrentUser,
  useAdminUsers,
  useCreateInvitation,
  useDeleteUser,
  useStartImpersonation,
  useUpdateUserRole,
} from '@prospect/api-client';
import { AdminPanel, errorMessage } from '@prospect/ui';
import { useNavigate } from 'react-router';
import { withMessage } from './failure';

/** The admin panel, for ADMIN and SUPER_ADMIN only (spec §6). */
export function DashboardAdmin({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const members = useAdminUsers();
  const invite = useCreateInvitation();
  const changeRole = useUpdateUserRole();
  const remove = useDeleteUser();
  const impersonate = useStartImpersonation();
  const viewer = { email: user.user.email, role: user.profile.role };
  return (
    <AdminPanel
      viewer={viewer}
      members={members.data ?? []}
      status={members.error && !members.data ? 'error' : members.data ? 'ready' : 'loading'}
      error={members.error ? errorMessage('adminListLoad', members.error) : null}
      onRetry={() => void members.mutate()}
      onInvite={(invitation) => withMessage('adminInvite', () => invite.trigger(invitation))}
      onChangeRole={(member, role) =>
        withMessage('adminRole', () => changeRole.trigger({ userId: member.id, role })).then(() => undefined)
      }
      onDelete={(member) => withMessage('adminDelete', () => remove.trigger(member.id))}
      onImpersonate={async (member) => {
        await withMessage('adminImpersonate', () =>
          impersonate.trigger({ id: member.id, email: member.email }),
        );
        navigate('/dashboard');
      }}
    />
  );
}
