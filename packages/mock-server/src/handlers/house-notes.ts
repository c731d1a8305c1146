import { http } from 'msw';
import { db } from '../db';
import { api, authedRoute, badRequest, json } from '../http';
import { houseNotesOf } from '../queries';
import { serializeHouseNote } from '../serializers';
import { readPayload } from '../validation';

const LABELS = ['interested', 'thinking'] as const;

export const houseNoteHandlers = [
  http.get(
    api('/house-notes/'),
    authedRoute(({ viewer }) => json(houseNotesOf(viewer))),
  ),

  http.post(
    api('/house-notes/'),
    authedRoute(async ({ request, viewer }) => {
      const form = await readPayload(request);
      if (form instanceof Response) return form;
      const label = form.choice('label', LABELS);
      const others =
        form.text('others', { required: false, max: 2000, allowBlank: true, allowNull: true }) ?? '';
      if (!form.ok || !label) return badRequest(form.errors);
      const note = db.houseNote.create({
        label,
        others,
        authorId: viewer.user.id,
        tenantId: viewer.tenant.id,
        createdAt: new Date().toISOString(),
      });
      return json(serializeHouseNote(note), 201);
    }),
  ),
];
