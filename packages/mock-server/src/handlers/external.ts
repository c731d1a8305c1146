import { HttpResponse, http } from 'msw';
import { addressOf, displayNameOf, lookUp } from '../geo/reverse';
import { tilePng } from '../png';
import { readLatLon } from './geocode';

/** The same-origin tile URL the app and the stories use by default. */
export const TILE_URL_TEMPLATE = '/tiles/{z}/{x}/{y}.png';

/**
 * The demo build's tile: one static file of the same image (apps/prospect/demo-public), which the host
 * serves before the demo backend is up, whatever the query; once it is, this backend answers it too, so
 * the map draws offline.
 */
export const DEMO_TILE_PATH = '/demo-tile.png';

function tileResponse({ params }: { params: Record<string, string | readonly string[] | undefined> }) {
  const file = params.file;
  if (typeof file !== 'string' || !/^\d+\.png$/.test(file)) return new HttpResponse(null, { status: 404 });
  return tileImage();
}

function tileImage() {
  const bytes = tilePng();
  return HttpResponse.arrayBuffer(bytes.slice().buffer, {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
  });
}

/** Nominatim's reverse answer (JSON format) for the demo's gazetteer; its own error shape elsewhere. */
function nominatimReverse({ request }: { request: Request }) {
  const point = readLatLon(new URL(request.url));
  if (!point)
    return HttpResponse.json(
      { error: { code: 400, message: 'Parameter lat/lon missing or invalid.' } },
      { status: 400 },
    );
  const found = lookUp(point.lat, point.lon);
  if (!found) return HttpResponse.json({ error: 'Unable to geocode' });
  const [lat, lng] =
    found.kind === 'street' ? [found.place.lat, found.place.lng] : [found.commune.lat, found.commune.lng];
  return HttpResponse.json({
    place_id: Math.round((lat * 1e4 + lng * 1e3) * 10) >>> 0,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'node',
    lat: String(lat),
    lon: String(lng),
    display_name: displayNameOf(found),
    address: {
      ...addressOf(found),
      county: 'Loire-Atlantique',
      state: 'Pays de la Loire',
      country: 'France',
      country_code: 'fr',
    },
  });
}

/** Third-party services the client calls directly: map tiles and the public reverse geocoder. */
export const externalHandlers = [
  http.get('*/tiles/:z/:x/:file', tileResponse),
  http.get(`*${DEMO_TILE_PATH}`, tileImage),
  http.get('https://tile.openstreetmap.org/:z/:x/:file', tileResponse),
  http.get('https://:server.tile.openstreetmap.org/:z/:x/:file', tileResponse),
  http.get('https://nominatim.openstreetmap.org/reverse', nominatimReverse),
];
