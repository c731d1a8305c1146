import { http } from 'msw';
import { db, type Role } from '../db';
import { CITIES } from '../geo/places';
import { api, badRequest, json, publicRoute, readJsonObject } from '../http';
import { messages } from '../messages';
import { issueTokenPair } from '../tokens';
import { EMAIL_PATTERN, PayloadReader } from '../validation';
import { createAccount, emailTaken, lookupInvitation, tenantOfCity } from './auth';

export interface GoogleIdentity {
  sub: string;
  email: string;
  given_name?: string;
  family_name?: string;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function base64UrlEncode(text: string): string {
  let binary = '';
  for (const byte of encoder.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlDecode(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(
      text
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(text.length / 4) * 4, '='),
    );
    return decoder.decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/**
 * A Google ID token as the sign-in widget hands it to the page (a JWT). The mock reads its claims and
 * does not check the signature: tests and stories build one with this function.
 */
export function googleCredential(identity: GoogleIdentity): string {
  const header = base64UrlEncode(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'mock' }));
  const payload = base64UrlEncode(JSON.stringify({ iss: 'https://accounts.google.com', ...identity }));
  return `${header}.${payload}.mock-signature`;
}

function readIdentity(credential: string): GoogleIdentity | null {
  const [, payload] = credential.split('.');
  const decoded = payload === undefined ? null : base64UrlDecode(payload);
  if (decoded === null) return null;
  try {
    const claims: unknown = JSON.parse(decoded);
    if (!claims || typeof claims !== 'object') return null;
    const { sub, email, given_name, family_name } = claims as Record<string, unknown>;
    if (typeof sub !== 'string' || !sub || sub.length > 255) return null;
    if (typeof email !== 'string' || email.length > 254 || !EMAIL_PATTERN.test(email)) return null;
    return {
      sub,
      email: email.toLowerCase(),
      given_name: typeof given_name === 'string' ? given_name.slice(0, 150) : '',
      family_name: typeof family_name === 'string' ? family_name.slice(0, 150) : '',
    };
  } catch {
    return null;
  }
}

type CredentialRead =
  | { ok: false; response: Response }
  | { ok: true; form: PayloadReader; identity: GoogleIdentity | null };

async function readCredential(request: Request): Promise<CredentialRead> {
  const body = await readJsonObject(request);
  if (body instanceof Response) return { ok: false, response: body };
  const form = new PayloadReader(body);
  const credential = form.text('credential', { max: 8192 });
  const identity = credential ? readIdentity(credential) : null;
  if (credential && !identity) form.fail('credential', messages.invalidGoogleCredential);
  return { ok: true, form, identity };
}

const findGoogleUser = (identity: GoogleIdentity) =>
  db.user.findFirst({ where: { googleSubject: { equals: identity.sub } } }) ??
  db.user.findFirst({ where: { email: { equals: identity.email } } });

export const googleHandlers = [
  http.post(
    api('/accounts/google-login/'),
    publicRoute(async ({ request }) => {
      const read = await readCredential(request);
      if (!read.ok) return read.response;
      const { form, identity } = read;
      if (!form.ok || !identity) return badRequest(form.errors);
      const user = findGoogleUser(identity);
      if (!user) return json({ detail: messages.googleAccountUnknown }, 404);
      // An account made with a password is linked to Google on its first Google sign-in (same email).
      if (user.googleSubject === null) {
        db.user.update({ where: { id: { equals: user.id } }, data: { googleSubject: identity.sub } });
      }
      return json({ ...issueTokenPair(user.id), user: { first_name: user.firstName, email: user.email } });
    }),
  ),

  http.post(
    api('/accounts/google-register/'),
    publicRoute(async ({ request }) => {
      const read = await readCredential(request);
      if (!read.ok) return read.response;
      const { form, identity } = read;
      // The spec sends only the credential; `agency` (a city) and an invitation `token` are optional.
      const agency = form.choice('agency', CITIES, CITIES[0]);
      const token =
        form.text('token', { required: false, max: 200, allowBlank: true, allowNull: true }) || undefined;
      if (!form.ok || !identity || !agency) return badRequest(form.errors);
      if (findGoogleUser(identity) || emailTaken(identity.email)) {
        return badRequest({ error: messages.googleAccountExists });
      }
      let tenantId = tenantOfCity(agency)?.id;
      let role: Role = 'AGENT';
      if (token) {
        const found = lookupInvitation(token);
        if ('status' in found) {
          return badRequest({
            non_field_errors: [
              found.status === 404 ? messages.invitationInvalid : messages.invitationExpired,
            ],
          });
        }
        if (found.invitation.email !== identity.email)
          return badRequest({ email: [messages.invitationEmailMismatch] });
        tenantId = found.invitation.tenantId;
        role = found.invitation.role as Role;
      }
      if (tenantId === undefined) return badRequest({ agency: [messages.unknownCity] });
      const user = createAccount({
        firstName: identity.given_name ?? '',
        lastName: identity.family_name ?? '',
        email: identity.email,
        passwordHash: null,
        googleSubject: identity.sub,
        role,
        tenantId,
      });
      if (token) db.invitation.update({ where: { token: { equals: token } }, data: { used: true } });
      return json({ ...issueTokenPair(user.id), user: { email: user.email } }, 201);
    }),
  ),
];
