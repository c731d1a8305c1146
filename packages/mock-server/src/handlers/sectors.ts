import { http } from 'msw';
import { deleteSectors } from '../domain/cascade';
import { sectorIdsOfZone } from '../domain/progress';
import { generateSectors, MAX_STREET_COUNT, pickSectorToWork, setStreetCount } from '../domain/sectors';
import { api, authedRoute, badRequest, conflict, idParam, json, noContent, notFound } from '../http';
import { messages } from '../messages';
import { findVisibleSector, findVisibleZone } from '../rules';
import { serializeSector, serializeSectorsOfZone } from '../serializers';
import { readPayload } from '../validation';

export const sectorHandlers = [
  http.get(
    api('/accounts/zones/:id/sectors/'),
    authedRoute(({ params, viewer }) => {
      const zone = findVisibleZone(viewer, idParam(params));
      return zone ? json(serializeSectorsOfZone(zone)) : notFound();
    }),
  ),

  http.post(
    api('/accounts/zones/:id/sectors/generate/'),
    authedRoute(async ({ params, request, viewer }) => {
      const zone = findVisibleZone(viewer, idParam(params));
      if (!zone) return notFound();
      const form = await readPayload(request);
      if (form instanceof Response) return form;
      const randomMode = form.boolean('random_mode');
      if (!form.ok || randomMode === undefined) return badRequest(form.errors);
      if (sectorIdsOfZone(zone.id).length === 0) {
        if (zone.lng === null || zone.lat === null)
          return badRequest({ error: messages.zoneWithoutLocation });
        generateSectors(zone);
      }
      if (!randomMode) return json({ sectors: serializeSectorsOfZone(zone) });
      const sector = pickSectorToWork(zone);
      return sector ? json({ sector: serializeSector(sector, zone) }) : conflict(messages.noSectorLeft);
    }),
  ),

  http.delete(
    api('/accounts/zones/:id/sectors/delete/'),
    authedRoute(({ params, viewer }) => {
      const zone = findVisibleZone(viewer, idParam(params));
      if (!zone) return notFound();
      deleteSectors(sectorIdsOfZone(zone.id));
      return noContent();
    }),
  ),

  http.get(
    api('/accounts/sectors/:id/'),
    authedRoute(({ params, viewer }) => {
      const found = findVisibleSector(viewer, idParam(params));
      return found ? json(serializeSector(found.sector, found.zone)) : notFound();
    }),
  ),

  http.delete(
    api('/accounts/sectors/:id/delete/'),
    authedRoute(({ params, viewer }) => {
      const found = findVisibleSector(viewer, idParam(params));
      if (!found) return notFound();
      deleteSectors([found.sector.id]);
      return noContent();
    }),
  ),

  http.patch(
    api('/accounts/sectors/:id/update-streets/'),
    authedRoute(async ({ params, request, viewer }) => {
      const found = findVisibleSector(viewer, idParam(params));
      if (!found) return notFound();
      const form = await readPayload(request);
      if (form instanceof Response) return form;
      const count = form.integer('street_count', { min: 0, max: MAX_STREET_COUNT });
      if (!form.ok || count === undefined) return badRequest(form.errors);
      setStreetCount(found.sector, count);
      const sector = findVisibleSector(viewer, found.sector.id);
      return sector ? json(serializeSector(sector.sector, sector.zone)) : notFound();
    }),
  ),
];
