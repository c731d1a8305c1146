import { http } from 'msw';
import { db } from '../db';
import { syncSectorStatus } from '../domain/progress';
import { api, authedRoute, badRequest, idParam, json, notFound } from '../http';
import { messages } from '../messages';
import { findVisibleStreet } from '../rules';
import { readPayload } from '../validation';

const STREET_STATUSES = ['pending', 'done'] as const;

export const streetHandlers = [
  http.patch(
    api('/accounts/streets/:id/'),
    authedRoute(async ({ params, request, viewer }) => {
      const found = findVisibleStreet(viewer, idParam(params));
      if (!found) return notFound();
      const form = await readPayload(request);
      if (form instanceof Response) return form;
      const status = form.choice('status', STREET_STATUSES);
      // The client also sends the zone id; when present it must be the street's own zone.
      const zoneId = form.optionalId('zone');
      if (zoneId !== null && zoneId !== undefined && zoneId !== found.zone.id) {
        form.fail('zone', messages.streetNotInZone);
      }
      if (!form.ok || !status) return badRequest(form.errors);
      db.street.update({ where: { id: { equals: found.street.id } }, data: { status } });
      syncSectorStatus(found.sector.id);
      return json({
        id: found.street.id,
        name: found.street.name,
        status,
        sector: found.sector.id,
        zone: found.zone.id,
      });
    }),
  ),
];
