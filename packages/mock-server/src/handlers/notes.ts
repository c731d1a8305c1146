import { http } from 'msw';
import { db } from '../db';
import { api, authedRoute, badRequest, forbidden, idParam, json, noContent, notFound } from '../http';
import { messages } from '../messages';
import { canEditNote, findVisibleNote, findVisibleZone } from '../rules';
import { serializeZoneNote } from '../serializers';
import { readPayload } from '../validation';

export const MAX_NOTE_LENGTH = 2000;

export const noteHandlers = [
  http.post(
    api('/accounts/zones/:id/notes/'),
    authedRoute(async ({ params, request, viewer }) => {
      const zone = findVisibleZone(viewer, idParam(params));
      if (!zone) return notFound();
      const form = await readPayload(request);
      if (form instanceof Response) return form;
      const content = form.text('content', { max: MAX_NOTE_LENGTH });
      const location = form.point('location', { required: true });
      if (!form.ok || !content || !location) return badRequest(form.errors);
      const note = db.zoneNote.create({
        content,
        authorId: viewer.user.id,
        lng: location.coordinates[0],
        lat: location.coordinates[1],
        zoneId: zone.id,
        createdAt: new Date().toISOString(),
      });
      return json(serializeZoneNote(note), 201);
    }),
  ),

  http.patch(
    api('/accounts/notes/:id/'),
    authedRoute(async ({ params, request, viewer }) => {
      const note = findVisibleNote(viewer, idParam(params));
      if (!note) return notFound();
      if (!canEditNote(viewer, note)) return forbidden(messages.notNoteAuthor);
      const form = await readPayload(request);
      if (form instanceof Response) return form;
      const content = form.text('content', { max: MAX_NOTE_LENGTH });
      if (!form.ok || !content) return badRequest(form.errors);
      const updated = db.zoneNote.update({ where: { id: { equals: note.id } }, data: { content } });
      return updated ? json(serializeZoneNote(updated)) : notFound();
    }),
  ),

  http.delete(
    api('/accounts/notes/:id/'),
    authedRoute(({ params, viewer }) => {
      const note = findVisibleNote(viewer, idParam(params));
      if (!note) return notFound();
      if (!canEditNote(viewer, note)) return forbidden(messages.notNoteAuthor);
      db.zoneNote.delete({ where: { id: { equals: note.id } } });
      return noContent();
    }),
  ),
];
