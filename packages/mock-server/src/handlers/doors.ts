// Optional extension « portes »: a street's doors, one outcome each. Who sees the street works its
// doors (the street PATCH's rule); a server without the extension has none of these routes.
import { DOOR_OUTCOMES } from '@prospect/contract';
import { http } from 'msw';
import { config } from '../config';
import type { DoorRow } from '../domain/door-generation';
import { addDoor, doorsOfStreet, findDoor, sameDoorNumber, saveDoor } from '../domain/doors';
import { api, authedRoute, badRequest, idParam, json, notFound } from '../http';
import { messages } from '../messages';
import { findVisibleStreet, type Viewer } from '../rules';
import { serializeDoor } from '../serializers';
import { type PayloadReader, readPayload } from '../validation';
import { routeNotFound } from './auth';

export const MAX_DOOR_NUMBER_LENGTH = 20;
export const MAX_DOOR_NOTE_LENGTH = 1000;

type VisitChange = Partial<Pick<DoorRow, 'outcome' | 'note' | 'stopPub' | 'revisitAt'>>;

/** The visit fields a payload sends (each optional), their errors collected in `form`. */
function readVisitChange(form: PayloadReader): VisitChange {
  const change: VisitChange = {};
  if (form.has('outcome')) change.outcome = form.choice('outcome', DOOR_OUTCOMES);
  if (form.has('note')) {
    change.note = form.text('note', { required: false, max: MAX_DOOR_NOTE_LENGTH, allowBlank: true });
  }
  if (form.has('stop_pub')) change.stopPub = form.boolean('stop_pub');
  if (form.isNull('revisit_at')) change.revisitAt = null;
  else if (form.has('revisit_at')) change.revisitAt = form.date('revisit_at');
  return change;
}

/** The door with the change applied; a new outcome is dated now and signed by the caller. */
function applyVisitChange(door: DoorRow, change: VisitChange, viewer: Viewer): DoorRow {
  const next: DoorRow = { ...door, ...change };
  if (change.outcome !== undefined && change.outcome !== door.outcome) {
    // Back to not visited undoes the visit: no date or visitor is left to contradict it.
    const visited = change.outcome !== 'not_visited';
    next.visitedAt = visited ? new Date().toISOString() : null;
    next.visitedBy = visited ? `${viewer.user.firstName} ${viewer.user.lastName}`.trim() : '';
  }
  return next;
}

type Resolver = Parameters<typeof authedRoute>[0];

/** The route as a server without the extension has it: not at all (Django's 404 page), whoever asks. */
const doorRoute = (resolver: Resolver) => {
  const route = authedRoute(resolver);
  return (args: Parameters<typeof route>[0]) => (config.doors ? route(args) : routeNotFound());
};

export const doorHandlers = [
  http.get(
    api('/accounts/streets/:id/doors/'),
    doorRoute(({ params, viewer }) => {
      const found = findVisibleStreet(viewer, idParam(params));
      if (!found) return notFound();
      return json(doorsOfStreet(found.street).map(serializeDoor));
    }),
  ),

  http.post(
    api('/accounts/streets/:id/doors/'),
    doorRoute(async ({ params, request, viewer }) => {
      const found = findVisibleStreet(viewer, idParam(params));
      if (!found) return notFound();
      const form = await readPayload(request);
      if (form instanceof Response) return form;
      const number = form.text('number', { max: MAX_DOOR_NUMBER_LENGTH })?.replace(/\s+/g, ' ');
      const doors = doorsOfStreet(found.street);
      if (number && doors.some((door) => sameDoorNumber(door.number, number))) {
        form.fail('number', messages.doorNumberTaken);
      }
      const change = readVisitChange(form);
      if (!form.ok || !number) return badRequest(form.errors);
      const fresh: Omit<DoorRow, 'id'> = {
        streetId: found.street.id,
        number,
        outcome: 'not_visited',
        note: '',
        stopPub: false,
        visitedAt: null,
        visitedBy: '',
        revisitAt: null,
      };
      const { id: _none, ...fields } = applyVisitChange({ ...fresh, id: 0 }, change, viewer);
      return json(serializeDoor(addDoor(fields)), 201);
    }),
  ),

  http.patch(
    api('/accounts/doors/:id/'),
    doorRoute(async ({ params, request, viewer }) => {
      const doorId = idParam(params);
      const found = doorId === null ? null : findDoor(doorId);
      if (!found || !findVisibleStreet(viewer, found.street.id)) return notFound();
      const form = await readPayload(request);
      if (form instanceof Response) return form;
      const change = readVisitChange(form);
      if (!form.ok) return badRequest(form.errors);
      return json(serializeDoor(saveDoor(applyVisitChange(found.door, change, viewer))));
    }),
  ),
];
