import { http } from 'msw';
import { recordAudit } from '../audit';
import { db } from '../db';
import { deleteZone } from '../domain/cascade';
import { generateSectors } from '../domain/sectors';
import { zoneNameFor } from '../geo/reverse';
import { api, authedRoute, badRequest, idParam, json, noContent, notFound } from '../http';
import { messages } from '../messages';
import { ownZonesOf, zonesFor } from '../queries';
import { findVisibleZone, type Viewer } from '../rules';
import { serializeZone, serializeZoneDetail } from '../serializers';
import { parseLatLngText, readPayload } from '../validation';

export const MAX_ZONE_NAME_LENGTH = 200;

function createZone(viewer: Viewer, name: string, location: { lng: number; lat: number } | null) {
  return db.zone.create({
    name,
    lng: location?.lng ?? null,
    lat: location?.lat ?? null,
    ownerId: viewer.user.id,
    tenantId: viewer.tenant.id,
    createdAt: new Date().toISOString(),
  });
}

/** A zone split from a point is named after its place, as the app names new zones. */
const nameForPoint = (lat: number, lng: number): string =>
  zoneNameFor(lat, lng) ?? `Zone ${lat.toFixed(4)}, ${lng.toFixed(4)}`;

export const zoneHandlers = [
  http.get(
    api('/accounts/zones/'),
    authedRoute(({ viewer }) => json(zonesFor(viewer))),
  ),

  http.get(
    api('/user/zones'),
    authedRoute(({ viewer }) => json(ownZonesOf(viewer))),
  ),

  http.post(
    api('/accounts/zones/create/'),
    authedRoute(async ({ request, viewer }) => {
      const form = await readPayload(request);
      if (form instanceof Response) return form;
      const name = form.text('name', { max: MAX_ZONE_NAME_LENGTH });
      const location = form.point('location', { required: false });
      if (!form.ok || !name || location === undefined) return badRequest(form.errors);
      const [lng, lat] = location?.coordinates ?? [];
      const zone = createZone(viewer, name, lng === undefined || lat === undefined ? null : { lng, lat });
      return json(serializeZone(zone), 201);
    }),
  ),

  http.get(
    api('/accounts/zones/:id/'),
    authedRoute(({ params, viewer }) => {
      const zone = findVisibleZone(viewer, idParam(params));
      return zone ? json(serializeZoneDetail(zone)) : notFound();
    }),
  ),

  http.delete(
    api('/accounts/zones/:id/'),
    authedRoute(({ params, viewer }) => {
      const zone = findVisibleZone(viewer, idParam(params));
      if (!zone) return notFound();
      deleteZone(zone.id);
      recordAudit('zone_delete', viewer, zone.id, zone.name);
      return noContent();
    }),
  ),

  http.post(
    api('/split/'),
    authedRoute(async ({ request, viewer }) => {
      const form = await readPayload(request);
      if (form instanceof Response) return form;
      const text = form.text('location', { max: 60 });
      const point = text === undefined ? null : parseLatLngText(text);
      if (text !== undefined && !point) form.fail('location', messages.invalidLatLngText);
      if (!form.ok || !point) return badRequest(form.errors);
      const zone = createZone(viewer, nameForPoint(point.lat, point.lng), point);
      generateSectors(zone);
      return json(serializeZone(zone), 201);
    }),
  ),
];
