import { describe, expect, it } from 'vitest';
import { useMockServer } from '../test-support';

useMockServer();

const bytesOf = async (url: string) => {
  const response = await fetch(url);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};

describe('map tiles', () => {
  it('answers the same small PNG for the same-origin tiles and OpenStreetMap tiles', async () => {
    const local = await bytesOf('http://localhost:6006/tiles/15/16163/11473.png');
    const osm = await bytesOf('https://tile.openstreetmap.org/13/4040/2868.png');
    const subdomain = await bytesOf('https://b.tile.openstreetmap.org/13/4040/2868.png');
    expect(local.response.headers.get('Content-Type')).toBe('image/png');
    expect([...local.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(osm.bytes).toEqual(local.bytes);
    expect(subdomain.bytes).toEqual(local.bytes);
    expect(local.bytes.length).toBeLessThan(20_000);
  });

  it('is a valid 256 × 256 PNG (the IHDR says so)', async () => {
    const { bytes } = await bytesOf('http://localhost/tiles/1/0/0.png');
    const view = new DataView(bytes.buffer);
    expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe('IHDR');
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([256, 256]);
  });
});

describe('public reverse geocoder (Nominatim)', () => {
  it('answers road, house_number and city around the demo cities', async () => {
    const response = await fetch(
      'https://nominatim.openstreetmap.org/reverse?format=json&lat=47.2184&lon=-1.5536',
    );
    const body = await response.json();
    expect(body.address).toMatchObject({
      road: 'Cours des 50 Otages',
      house_number: '4',
      city: 'Nantes',
      country_code: 'fr',
    });
  });

  it("answers Nominatim's own error far away", async () => {
    const response = await fetch('https://nominatim.openstreetmap.org/reverse?format=json&lat=40&lon=10');
    expect(await response.json()).toEqual({ error: 'Unable to geocode' });
  });
});
