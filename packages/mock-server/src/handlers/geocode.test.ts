import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../seed';
import { call, tokenOf, useMockServer } from '../test-support';

useMockServer();

const reverse = (query: string, token: string | null = tokenOf(demoAccounts.agent)) =>
  call('GET', `/api/accounts/geocode/reverse/?${query}`, { token });

describe('GET /api/accounts/geocode/reverse/', () => {
  it('answers a French address near the four cities', async () => {
    const { status, body } = await reverse('lat=47.2852&lon=-2.3921');
    expect(status).toBe(200);
    expect(body.address).toEqual({
      road: 'Avenue du Général de Gaulle',
      house_number: '12',
      suburb: 'Centre',
      city: 'La Baule-Escoublac',
      postcode: '44500',
    });
    expect(body.display_name).toMatch(/^12, Avenue du Général de Gaulle, .*La Baule-Escoublac/);
    for (const [query, city] of [
      ['lat=47.1150&lon=-2.1040', 'Pornic'],
      ['lat=47.2180&lon=-1.5540', 'Nantes'],
      ['lat=47.1690&lon=-1.4700', 'Vertou'],
    ]) {
      expect((await reverse(query ?? '')).body.address.city).toBe(city);
    }
  });

  it('names the nearest commune, without a street, away from the four cities', async () => {
    const { status, body } = await reverse('lat=47.2735&lon=-2.2138');
    expect(status).toBe(200);
    expect(body.address).toEqual({ city: 'Saint-Nazaire', postcode: '44600' });
    expect(body.display_name).toBe(
      'Saint-Nazaire, Loire-Atlantique, Pays de la Loire, France métropolitaine, 44600, France',
    );
    // 13 km from La Baule's nearest known street, but nearer Pornichet's town hall than La Baule's.
    expect((await reverse('lat=47.262&lon=-2.33')).body.address).toEqual({
      city: 'Pornichet',
      postcode: '44380',
    });
  });

  it('answers every tap over the demo’s four cities and the country between them', async () => {
    const unanswered: string[] = [];
    for (let lat = 46.95; lat <= 47.45; lat += 0.05) {
      for (let lng = -2.6; lng <= -1.3; lng += 0.1) {
        const query = `lat=${lat.toFixed(2)}&lon=${lng.toFixed(2)}`;
        const { status, body } = await reverse(query);
        if (status !== 200 || typeof body.address?.city !== 'string') unanswered.push(query);
      }
    }
    expect(unanswered).toEqual([]);
  });

  it('answers 404 far from the demo area, 400 without numbers, 401 without a token', async () => {
    expect(await reverse('lat=48.8566&lon=2.3522')).toMatchObject({
      status: 404,
      body: { error: 'Aucune adresse trouvée pour ce point.' },
    });
    expect((await reverse('lat=abc&lon=1')).status).toBe(400);
    expect((await reverse('lat=47.2')).status).toBe(400);
    expect((await reverse('lat=95&lon=0')).status).toBe(400);
    expect((await reverse('lat=47.28&lon=-2.39', null)).status).toBe(401);
  });
});
