import { http } from 'msw';
import { addressOf, displayNameOf, lookUp } from '../geo/reverse';
import { api, authedRoute, json } from '../http';
import { messages } from '../messages';

/** Reads `lat` and `lon` from a query string; null when either is missing or not a usable coordinate. */
export function readLatLon(url: URL): { lat: number; lon: number } | null {
  const rawLat = url.searchParams.get('lat') ?? '';
  const rawLon = url.searchParams.get('lon') ?? '';
  const pattern = /^-?\d{1,3}(?:\.\d{1,15})?$/;
  if (!pattern.test(rawLat.trim()) || !pattern.test(rawLon.trim())) return null;
  const lat = Number(rawLat);
  const lon = Number(rawLon);
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}

export const geocodeHandlers = [
  http.get(
    api('/accounts/geocode/reverse/'),
    authedRoute(({ request }) => {
      const point = readLatLon(new URL(request.url));
      if (!point) return json({ error: messages.geocodeParams }, 400);
      const found = lookUp(point.lat, point.lon);
      if (!found) return json({ error: messages.noAddress }, 404);
      return json({ address: addressOf(found), display_name: displayNameOf(found) });
    }),
  ),
];
