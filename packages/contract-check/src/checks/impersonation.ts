// Impersonation (spec §4): the super admin gets the agent's tokens, and the profile read with them is
// the agent's.

import type { ImpersonationAnswer, Profile } from '@prospect/contract';
import { endpoints } from '@prospect/contract';
import type { CheckContext } from '../context';
import { exactly, step } from '../step';
import { sameEmail } from './conditions';

export async function checkImpersonation(context: CheckContext): Promise<void> {
  context.group = 'impersonation';
  const { email } = context.accounts.credentials.agent;
  const impersonation = await step<ImpersonationAnswer>(context, {
    check: 'impersonates the agent',
    as: 'superAdmin',
    endpoint: endpoints.impersonateUser,
    id: context.fixtures.userIds.agent,
    needs: "the agent's id (from the admin's users list)",
    status: exactly(200),
    verifies: "the agent's user when given",
    verify: (answer) => (answer.user ? sameEmail(answer.user.email, email) : null),
  });
  await step<Profile>(context, {
    check: "the impersonation token reads the agent's profile",
    as: null,
    token: impersonation.answer?.access,
    endpoint: endpoints.getProfile,
    blocked: !impersonation.answer && 'an impersonation token',
    verifies: `${email}, AGENT`,
    verify: (profile) =>
      sameEmail(profile.user.email, email) ??
      (profile.profile.role === 'AGENT' ? null : `role is ${profile.profile.role}`),
  });
}
