import { http } from 'msw';
import { db } from '../db';
import {
  api,
  authedRoute,
  badRequest,
  type FieldErrors,
  idParam,
  json,
  noContent,
  notFound,
  readJsonObject,
} from '../http';
import { messages } from '../messages';
import { eventsOf } from '../queries';
import { findOwnEvent } from '../rules';
import { serializeEvent } from '../serializers';
import { PayloadReader, parseIsoDate } from '../validation';

const EVENT_TYPES = ['prospection', 'rdv', 'navigation'] as const;

/** Create and replace share one payload: title and date required, type defaults to prospection. */
function readEvent(body: Record<string, unknown>) {
  const form = new PayloadReader(body);
  const title = form.text('title', { max: 200 });
  const description =
    form.text('description', { required: false, max: 5000, allowBlank: true, allowNull: true }) ?? '';
  const type = form.choice('type', EVENT_TYPES, 'prospection');
  const date = form.date('date');
  const location =
    form.text('location', { required: false, max: 500, allowBlank: true, allowNull: true }) ?? '';
  if (!form.ok || !title || !type || !date) return { errors: form.errors };
  return { data: { title, description, type, date, location } };
}

export const eventHandlers = [
  http.get(
    api('/accounts/events/'),
    authedRoute(({ request, viewer }) => {
      const query = new URL(request.url).searchParams;
      const errors: FieldErrors = {};
      const bound = (name: string) => {
        const raw = query.get(name);
        if (raw === null || raw === '') return undefined;
        const parsed = parseIsoDate(raw);
        if (parsed === null) errors[name] = [messages.invalidDate];
        return parsed ?? undefined;
      };
      const start = bound('start_date');
      const end = bound('end_date');
      if (Object.keys(errors).length > 0) return badRequest(errors);
      return json(eventsOf(viewer, start, end));
    }),
  ),

  http.post(
    api('/accounts/events/create/'),
    authedRoute(async ({ request, viewer }) => {
      const body = await readJsonObject(request);
      if (body instanceof Response) return body;
      const event = readEvent(body);
      if (!event.data) return badRequest(event.errors);
      const created = db.event.create({
        ...event.data,
        ownerId: viewer.user.id,
        createdAt: new Date().toISOString(),
      });
      return json(serializeEvent(created), 201);
    }),
  ),

  http.put(
    api('/accounts/events/:id/'),
    authedRoute(async ({ params, request, viewer }) => {
      const existing = findOwnEvent(viewer, idParam(params));
      if (!existing) return notFound();
      const body = await readJsonObject(request);
      if (body instanceof Response) return body;
      const event = readEvent(body);
      if (!event.data) return badRequest(event.errors);
      const updated = db.event.update({ where: { id: { equals: existing.id } }, data: event.data });
      return updated ? json(serializeEvent(updated)) : notFound();
    }),
  ),

  http.delete(
    api('/accounts/events/:id/'),
    authedRoute(({ params, viewer }) => {
      const existing = findOwnEvent(viewer, idParam(params));
      if (!existing) return notFound();
      db.event.delete({ where: { id: { equals: existing.id } } });
      return noContent();
    }),
  ),
];
