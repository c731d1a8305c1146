// Role rules (spec §6): an agent manages nobody; an admin manages the agents of their agency but may not
// hand out the ADMIN role nor impersonate (SUPER_ADMIN only). The refused calls aim at a teammate the
// check registers through an invitation, so a server that wrongly obeys harms no real account.

import type {
  AdminUser,
  CreatedInvitation,
  Invitation,
  InvitationPayload,
  RegistrationPayload,
  RoleUpdatePayload,
  TokenPair,
} from '@prospect/contract';
import { endpoints } from '@prospect/contract';
import type { CheckContext } from '../context';
import { exactly, step } from '../step';
import { sameEmail } from './conditions';

const forbidden = exactly(403);
const TEAMMATE = 'the teammate registered through an invitation';

/** An address no mail reaches (example.com refuses mail) that fits spec §5's email pattern. */
const throwawayEmail = (context: CheckContext, purpose: string) =>
  `contract-check-${purpose}-${context.now.getTime()}@example.com`;

/** Invitation, validation, registration: the spec's sign-up path, ending with a teammate to aim at. */
async function registerTeammate(context: CheckContext): Promise<void> {
  const email = throwawayEmail(context, 'teammate');
  const invitation: InvitationPayload = { email, role: 'AGENT' };
  const invited = await step<CreatedInvitation>(context, {
    check: 'invites a teammate',
    as: 'admin',
    endpoint: endpoints.createInvitation,
    body: invitation,
    read: true,
  });
  const link = invited.answer?.invitation_url_for_testing;
  const token = link ? new URL(link, `${context.http.baseUrl}/`).searchParams.get('token') : null;
  const blocked = !token && 'an invitation token (invitation_url_for_testing with ?token=)';
  await step<Invitation>(context, {
    check: 'validates the invitation',
    as: null,
    endpoint: endpoints.validateInvitation,
    blocked,
    body: { token },
    verifies: 'the invited email',
    verify: (answer) => sameEmail(answer.email, email),
  });
  const password = `Cc-${context.now.getTime().toString(36)}-${crypto.randomUUID()}`;
  const registration: RegistrationPayload = {
    first_name: 'Vérification',
    last_name: 'Contrat',
    email,
    password,
    password2: password,
    agency: context.accounts.homeAgency,
    token,
  };
  const registered = await step<TokenPair>(context, {
    check: 'registers with the invitation',
    as: null,
    endpoint: endpoints.register,
    blocked,
    body: registration,
    read: true,
  });
  if (registered.ok) context.fixtures.teammate = { email, registered: true };
}

/** The admin's list: their agency (the agent and the new teammate), nobody of the other agency. */
async function readTeam(context: CheckContext): Promise<void> {
  const { credentials } = context.accounts;
  const teammate = context.fixtures.teammate;
  const team = await step<AdminUser[]>(context, {
    check: "users list holds the agency's, not the other agency's",
    as: 'admin',
    endpoint: endpoints.getAdminUsers,
    verifies: `${credentials.agent.email} in, ${credentials.otherAgent.email} out`,
    verify: (users) => {
      const emails = users.map((user) => user.email.toLowerCase());
      if (emails.includes(credentials.otherAgent.email.toLowerCase()))
        return `${credentials.otherAgent.email} is listed`;
      return emails.includes(credentials.agent.email.toLowerCase())
        ? null
        : `${credentials.agent.email} is not listed`;
    },
  });
  const listed = team.answer?.find((user) => teammate && user.email.toLowerCase() === teammate.email);
  if (teammate && listed) teammate.id = listed.id;
  const agent = team.answer?.find(
    (user) => user.email.toLowerCase() === credentials.agent.email.toLowerCase(),
  );
  if (agent) context.fixtures.userIds.agent = agent.id;
}

async function checkAgentRefusals(context: CheckContext): Promise<void> {
  const teammateId = context.fixtures.teammate?.id;
  const as = 'agent' as const;
  await step(context, { check: 'users list', as, endpoint: endpoints.getAdminUsers, status: forbidden });
  const agentRole: RoleUpdatePayload = { role: 'AGENT' };
  await step(context, {
    check: 'changes a role',
    as,
    endpoint: endpoints.updateUserRole,
    id: teammateId,
    needs: TEAMMATE,
    body: agentRole,
    status: forbidden,
  });
  await step(context, {
    check: 'deletes a user',
    as,
    endpoint: endpoints.deleteUser,
    id: teammateId,
    needs: TEAMMATE,
    status: forbidden,
  });
  const invitation: InvitationPayload = { email: throwawayEmail(context, 'refused'), role: 'AGENT' };
  await step(context, {
    check: 'invites',
    as,
    endpoint: endpoints.createInvitation,
    body: invitation,
    status: forbidden,
  });
  await step(context, {
    check: 'impersonates',
    as,
    endpoint: endpoints.impersonateUser,
    id: teammateId,
    needs: TEAMMATE,
    status: forbidden,
  });
}

async function checkAdminLimits(context: CheckContext): Promise<void> {
  const teammateId = context.fixtures.teammate?.id;
  await step(context, {
    check: 'impersonates (SUPER_ADMIN only)',
    as: 'admin',
    endpoint: endpoints.impersonateUser,
    id: context.fixtures.userIds.agent,
    needs: "the agent's id (from the admin's users list)",
    status: forbidden,
  });
  const adminRole: RoleUpdatePayload = { role: 'ADMIN' };
  await step(context, {
    check: 'gives the ADMIN role (SUPER_ADMIN only)',
    as: 'admin',
    endpoint: endpoints.updateUserRole,
    id: teammateId,
    needs: TEAMMATE,
    body: adminRole,
    status: forbidden,
  });
  const agentRole: RoleUpdatePayload = { role: 'AGENT' };
  await step(context, {
    check: 'gives the AGENT role',
    as: 'admin',
    endpoint: endpoints.updateUserRole,
    id: teammateId,
    needs: TEAMMATE,
    body: agentRole,
  });
}

export async function checkRoleRules(context: CheckContext): Promise<void> {
  context.group = 'role rules';
  await registerTeammate(context);
  await readTeam(context);
  await checkAgentRefusals(context);
  await checkAdminLimits(context);
}
