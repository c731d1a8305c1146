import { HttpResponse, http } from 'msw';
import { db } from '../db';
import { api, badRequest, currentUser, latency, readJsonObject, unauthorized } from '../http';
import { verifyPassword } from '../passwords';
import { issueTokenPair } from '../tokens';

const required = 'Ce champ est obligatoire.';

export const authHandlers = [
  http.post(api('/token/'), async ({ request }) => {
    await latency();
    const body = await readJsonObject(request);
    const username = typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
    const password = typeof body?.password === 'string' ? body.password : '';
    if (!username || !password) {
      return badRequest({
        ...(username ? {} : { username: [required] }),
        ...(password ? {} : { password: [required] }),
      });
    }
    const user = db.user.findFirst({ where: { email: { equals: username } } });
    if (!user || !(await verifyPassword(password, user.passwordHash))) {
      return HttpResponse.json(
        { detail: 'Aucun compte actif trouvé avec les identifiants fournis.' },
        { status: 401 },
      );
    }
    return HttpResponse.json(issueTokenPair(user.id));
  }),

  http.get(api('/accounts/profile/'), async ({ request }) => {
    await latency();
    const user = currentUser(request);
    if (!user) return unauthorized();
    return HttpResponse.json({
      user: { first_name: user.firstName, last_name: user.lastName, email: user.email },
      profile: { role: user.role, profile_picture: user.profilePicture, tenant: user.tenantId },
    });
  }),
];
