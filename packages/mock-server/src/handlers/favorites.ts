import { http } from 'msw';
import { db } from '../db';
import { api, authedRoute, badRequest, idParam, json, noContent, notFound, readJsonObject } from '../http';
import { messages } from '../messages';
import { favoritesOf } from '../queries';
import { findOwnFavorite, findVisibleStreet, type Viewer } from '../rules';
import { serializeFavorite } from '../serializers';
import { PayloadReader } from '../validation';

const FAVORITE_TYPES = ['street', 'estimation', 'contact'] as const;

/** Create and replace share one payload: title and content required, type defaults to street. */
function readFavorite(viewer: Viewer, body: Record<string, unknown>) {
  const form = new PayloadReader(body);
  const title = form.text('title', { max: 200 });
  const content = form.text('content', { max: 5000 });
  const type = form.choice('type', FAVORITE_TYPES, 'street');
  const streetId = form.optionalId('street');
  if (typeof streetId === 'number' && !findVisibleStreet(viewer, streetId))
    form.fail('street', messages.unknownStreet);
  if (!form.ok || !title || !content || !type || streetId === undefined) return { errors: form.errors };
  return { data: { title, content, type, streetId } };
}

export const favoriteHandlers = [
  http.get(
    api('/accounts/favorites/'),
    authedRoute(({ viewer }) => json(favoritesOf(viewer))),
  ),

  http.post(
    api('/accounts/favorites/create/'),
    authedRoute(async ({ request, viewer }) => {
      const body = await readJsonObject(request);
      if (body instanceof Response) return body;
      const favorite = readFavorite(viewer, body);
      if (!favorite.data) return badRequest(favorite.errors);
      const created = db.favorite.create({
        ...favorite.data,
        ownerId: viewer.user.id,
        createdAt: new Date().toISOString(),
      });
      return json(serializeFavorite(created), 201);
    }),
  ),

  http.put(
    api('/accounts/favorites/:id/'),
    authedRoute(async ({ params, request, viewer }) => {
      const existing = findOwnFavorite(viewer, idParam(params));
      if (!existing) return notFound();
      const body = await readJsonObject(request);
      if (body instanceof Response) return body;
      const favorite = readFavorite(viewer, body);
      if (!favorite.data) return badRequest(favorite.errors);
      const updated = db.favorite.update({ where: { id: { equals: existing.id } }, data: favorite.data });
      return updated ? json(serializeFavorite(updated)) : notFound();
    }),
  ),

  http.delete(
    api('/accounts/favorites/:id/'),
    authedRoute(({ params, viewer }) => {
      const existing = findOwnFavorite(viewer, idParam(params));
      if (!existing) return notFound();
      db.favorite.delete({ where: { id: { equals: existing.id } } });
      return noContent();
    }),
  ),
];
