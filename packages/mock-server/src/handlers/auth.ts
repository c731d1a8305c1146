import { HttpResponse, http } from 'msw';
import { config } from '../config';
import { db, type Invitation, type Role } from '../db';
import { CITIES } from '../geo/places';
import { api, badRequest, json, publicRoute, unauthorized } from '../http';
import { messages } from '../messages';
import { hashPassword, verifyPassword } from '../passwords';
import { checkToken, issueTokenPair, revokeToken } from '../tokens';
import { EMAIL_PATTERN, readPayload } from '../validation';

export const MIN_PASSWORD_LENGTH = 8;

/** An invitation by token: usable, or why not (unknown → 404, expired or used → 410). */
export function lookupInvitation(token: string): { invitation: Invitation } | { status: 404 | 410 } {
  const invitation = db.invitation.findFirst({ where: { token: { equals: token } } });
  if (!invitation) return { status: 404 };
  if (invitation.used || invitation.expiresAt <= Date.now()) return { status: 410 };
  return { invitation };
}

export function createAccount(fields: {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string | null;
  googleSubject: string | null;
  role: Role;
  tenantId: number;
}) {
  const { role, tenantId, ...account } = fields;
  const user = db.user.create({ ...account, dateJoined: new Date().toISOString() });
  db.profile.create({ userId: user.id, role, tenantId, profilePicture: null });
  return user;
}

export const emailTaken = (email: string) =>
  db.user.count({ where: { email: { equals: email.toLowerCase() } } }) > 0;

export const tenantOfCity = (city: string) => db.tenant.findFirst({ where: { city: { equals: city } } });

/** What Django answers for a route it does not have (DEBUG off): an HTML page, not JSON. */
export const routeNotFound = () =>
  new HttpResponse('<!doctype html><title>Not Found</title><h1>Not Found</h1>', {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });

export const authHandlers = [
  http.post(
    api('/token/'),
    publicRoute(async ({ request }) => {
      const form = await readPayload(request);
      if (form instanceof Response) return form;
      const username = form.text('username', { max: 254 });
      const password = form.text('password', { max: 128, trim: false });
      if (!form.ok || !username || !password) return badRequest(form.errors);
      const user = db.user.findFirst({ where: { email: { equals: username.toLowerCase() } } });
      if (!user?.passwordHash || !(await verifyPassword(password, user.passwordHash))) {
        return unauthorized(messages.wrongCredentials);
      }
      return json(issueTokenPair(user.id));
    }),
  ),

  http.post(
    api('/token/refresh/'),
    publicRoute(async ({ request }) => {
      const form = await readPayload(request);
      if (form instanceof Response) return form;
      const refresh = form.text('refresh', { max: 200 });
      if (!form.ok || !refresh) return badRequest(form.errors);
      const check = checkToken(refresh, 'refresh');
      if (!('userId' in check) || !db.user.findFirst({ where: { id: { equals: check.userId } } })) {
        return unauthorized(messages.tokenInvalid);
      }
      // Rotation: the refresh token is single use, and the new pair ends with the same sign-in.
      revokeToken(refresh);
      return json(issueTokenPair(check.userId, check.signInExpiresAt));
    }),
  ),

  // Optional extension (SimpleJWT's TokenBlacklistView): anonymous, as a sign-out may come after the
  // access token expired. Without it, the route is unknown to the server.
  http.post(
    api('/token/blacklist/'),
    publicRoute(async ({ request }) => {
      if (!config.tokenBlacklist) return routeNotFound();
      const form = await readPayload(request);
      if (form instanceof Response) return form;
      const refresh = form.text('refresh', { max: 200 });
      if (!form.ok || !refresh) return badRequest(form.errors);
      // Like SimpleJWT: an access token, an expired, rotated or already revoked refresh token is a 401.
      if (!('userId' in checkToken(refresh, 'refresh'))) return unauthorized(messages.tokenInvalid);
      revokeToken(refresh);
      return json({});
    }),
  ),

  http.post(
    api('/accounts/register/'),
    publicRoute(async ({ request }) => {
      const form = await readPayload(request);
      if (form instanceof Response) return form;
      const firstName = form.text('first_name', { max: 150 });
      const lastName = form.text('last_name', { max: 150 });
      const email = form.text('email', { max: 254 })?.toLowerCase();
      if (email && !EMAIL_PATTERN.test(email)) form.fail('email', messages.invalidEmail);
      else if (email && emailTaken(email)) form.fail('email', messages.emailTaken);
      const password = form.text('password', { max: 128, trim: false });
      const password2 = form.text('password2', { max: 128, trim: false });
      if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) {
        form.fail('password', messages.passwordTooShort);
      } else if (password !== undefined && password2 !== undefined && password !== password2) {
        form.fail('password', messages.passwordMismatch);
      }
      const token =
        form.text('token', { required: false, max: 200, allowBlank: true, allowNull: true }) || undefined;
      let tenantId: number | undefined;
      let role: Role = 'AGENT';
      if (token) {
        const found = lookupInvitation(token);
        if ('status' in found) {
          form.fail(
            'non_field_errors',
            found.status === 404 ? messages.invitationInvalid : messages.invitationExpired,
          );
        } else {
          if (email && found.invitation.email !== email) form.fail('email', messages.invitationEmailMismatch);
          tenantId = found.invitation.tenantId;
          role = found.invitation.role as Role;
        }
      } else {
        const agency = form.choice('agency', CITIES);
        if (agency) tenantId = tenantOfCity(agency)?.id;
      }
      if (!form.ok || !firstName || !lastName || !email || !password || tenantId === undefined) {
        return badRequest(form.errors);
      }
      const user = createAccount({
        firstName,
        lastName,
        email,
        passwordHash: await hashPassword(password, email),
        googleSubject: null,
        role,
        tenantId,
      });
      if (token) db.invitation.update({ where: { token: { equals: token } }, data: { used: true } });
      return json(issueTokenPair(user.id), 201);
    }),
  ),

  http.post(
    api('/accounts/invitations/validate/'),
    publicRoute(async ({ request }) => {
      const form = await readPayload(request);
      if (form instanceof Response) return form;
      const token = form.text('token', { max: 200 });
      if (!form.ok || !token) return badRequest(form.errors);
      const found = lookupInvitation(token);
      if ('status' in found) {
        return found.status === 404
          ? json({ detail: messages.invitationInvalid }, 404)
          : json({ detail: messages.invitationExpired }, 410);
      }
      return json({ email: found.invitation.email, role: found.invitation.role });
    }),
  ),
];
