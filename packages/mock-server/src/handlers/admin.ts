import { http } from 'msw';
import { recordAudit } from '../audit';
import { db, type Role } from '../db';
import { deleteUser } from '../domain/cascade';
import { createRandom } from '../geo/random';
import { api, authedRoute, badRequest, forbidden, idParam, json, noContent, notFound } from '../http';
import { messages } from '../messages';
import { teamOf } from '../queries';
import { findTeamMember, isAdmin, teamRuleBreach, type Viewer } from '../rules';
import { serializeAdminUser } from '../serializers';
import { issueTokenPair } from '../tokens';
import { EMAIL_PATTERN, readPayload } from '../validation';
import { emailTaken } from './auth';

export const INVITATION_LIFETIME_MS = 7 * 86_400_000;
const ASSIGNABLE_ROLES = ['AGENT', 'ADMIN'] as const satisfies readonly Role[];

/** Only a SUPER_ADMIN hands out the ADMIN role; SUPER_ADMIN is never handed out. */
const mayGrant = (viewer: Viewer, role: Role) => role === 'AGENT' || viewer.role === 'SUPER_ADMIN';

/** Deterministic after a seed (stable screenshots), unguessable enough for a demo. */
function invitationToken(email: string): string {
  const random = createRandom(`invitation:${db.invitation.count()}:${email}`);
  return Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('');
}

export const adminHandlers = [
  http.get(
    api('/accounts/admin/users/'),
    authedRoute(({ viewer }) => (isAdmin(viewer) ? json(teamOf(viewer)) : forbidden(messages.adminOnly))),
  ),

  http.patch(
    api('/accounts/admin/users/:id/'),
    authedRoute(async ({ params, request, viewer }) => {
      if (!isAdmin(viewer)) return forbidden(messages.adminOnly);
      const target = findTeamMember(viewer, idParam(params));
      if (!target) return notFound();
      const breach = teamRuleBreach(viewer, target);
      if (breach) return forbidden(breach);
      const form = await readPayload(request);
      if (form instanceof Response) return form;
      const role = form.choice('role', ASSIGNABLE_ROLES);
      if (!form.ok || !role) return badRequest(form.errors);
      if (!mayGrant(viewer, role)) return forbidden(messages.superAdminOnly);
      db.profile.update({ where: { id: { equals: target.profile.id } }, data: { role } });
      recordAudit('role_change', viewer, target.user.id, `${target.role} → ${role}`);
      const updated = findTeamMember(viewer, target.user.id);
      return updated ? json(serializeAdminUser(updated)) : notFound();
    }),
  ),

  http.delete(
    api('/accounts/admin/users/:id/'),
    authedRoute(({ params, viewer }) => {
      if (!isAdmin(viewer)) return forbidden(messages.adminOnly);
      const target = findTeamMember(viewer, idParam(params));
      if (!target) return notFound();
      const breach = teamRuleBreach(viewer, target);
      if (breach) return forbidden(breach);
      deleteUser(target.user.id);
      recordAudit('user_delete', viewer, target.user.id, target.user.email);
      return noContent();
    }),
  ),

  http.post(
    api('/accounts/admin/invitations/create/'),
    authedRoute(async ({ request, viewer }) => {
      if (!isAdmin(viewer)) return forbidden(messages.adminOnly);
      const form = await readPayload(request);
      if (form instanceof Response) return form;
      const email = form.text('email', { max: 254 })?.toLowerCase();
      if (email && !EMAIL_PATTERN.test(email)) form.fail('email', messages.invalidEmail);
      else if (email && emailTaken(email)) form.fail('email', messages.emailTaken);
      const role = form.choice('role', ASSIGNABLE_ROLES);
      if (!form.ok || !email || !role) return badRequest(form.errors);
      if (!mayGrant(viewer, role)) return forbidden(messages.superAdminOnly);
      const token = invitationToken(email);
      db.invitation.create({
        token,
        email,
        role,
        tenantId: viewer.tenant.id,
        invitedById: viewer.user.id,
        expiresAt: Date.now() + INVITATION_LIFETIME_MS,
        used: false,
      });
      // The app's own page: the browser's Origin when the app is on another host than the API.
      const appOrigin = request.headers.get('Origin') ?? new URL(request.url).origin;
      const url = new URL('/register', URL.canParse(appOrigin) ? appOrigin : new URL(request.url).origin);
      url.searchParams.set('token', token);
      return json({ email, role, invitation_url_for_testing: url.href }, 201);
    }),
  ),

  http.post(
    api('/accounts/admin/impersonate/:id/'),
    authedRoute(({ params, viewer }) => {
      if (viewer.role !== 'SUPER_ADMIN') return forbidden(messages.superAdminOnly);
      const target = findTeamMember(viewer, idParam(params));
      if (!target) return notFound();
      const breach = teamRuleBreach(viewer, target);
      if (breach) return forbidden(breach);
      recordAudit('impersonation_start', viewer, target.user.id, target.user.email);
      return json({
        ...issueTokenPair(target.user.id),
        user: { id: target.user.id, first_name: target.user.firstName, email: target.user.email },
      });
    }),
  ),
];
