import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { readyMap, shows, test } from './support';

/** Metres in a degree of latitude (mean Earth radius). */
const METRES_PER_DEGREE = (6_371_008.8 * Math.PI) / 180;

type Ring = [number, number][];

/** Opens a sector page and returns its outline as the server sent it (GeoJSON, [lng, lat]). */
async function openSector(page: Page, sectorId: number): Promise<Ring> {
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' && response.url().endsWith(`/api/accounts/sectors/${sectorId}/`),
  );
  await page.goto(`/sectors/${sectorId}`);
  const sector = (await (await answer).json()) as { geometry: { type: 'Polygon'; coordinates: Ring[] } };
  const [outline] = sector.geometry.coordinates;
  if (!outline || outline.length < 3) throw new Error(`sector ${sectorId} has no outline`);
  return outline;
}

/** The mean of the corners: inside a convex outline, as the demo's hexagonal sectors are. */
function middleOf(outline: Ring) {
  const corners = outline.slice(0, -1);
  const sum = corners.reduce(([lngs, lats], [lng, lat]) => [lngs + lng, lats + lat], [0, 0]);
  return { longitude: sum[0] / corners.length, latitude: sum[1] / corners.length };
}

/** Due south of the southernmost corner, `metres` away: that far from the sector. */
function southOf(outline: Ring, metres: number) {
  const [lng, lat] = outline.reduce((low, corner) => (corner[1] < low[1] ? corner : low));
  return { longitude: lng, latitude: lat - metres / METRES_PER_DEGREE };
}

/** The line under the map (the status region beside it holds the same words for screen readers). */
const positionLine = (page: Page, text: string) => page.locator('p').getByText(text, { exact: true });
const announced = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

describe.concurrent('where am I, on the sector page', () => {
  test('after consent, says the agent is in the sector, then how far once out of it', async ({
    phone,
    expect,
  }) => {
    const page = await phone.signedIn();
    const outline = await openSector(page, 1);
    // Chromium's own geolocation: the browser says yes, the app still asks (spec §2 map component).
    await phone.context.grantPermissions(['geolocation']);
    await phone.context.setGeolocation({ ...middleOf(outline), accuracy: 15 });
    const map = await readyMap(page);
    expect(await page.getByText('Vous êtes dans le secteur').count()).toBe(0);

    await map.getByRole('button', { name: 'Centrer sur moi' }).click();
    await map.getByRole('button', { name: 'Autoriser' }).click();
    await shows(positionLine(page, 'Vous êtes dans le secteur'));
    await shows(map.getByRole('img', { name: 'Vous êtes ici' }));
    expect(await announced(page, 'Vous êtes dans le secteur').count()).toBe(1);

    await phone.context.setGeolocation({ ...southOf(outline, 350), accuracy: 15 });
    await shows(positionLine(page, 'À 350 m du secteur'));
    expect(await announced(page, 'À 350 m du secteur').count()).toBe(1);

    await phone.context.setGeolocation({ ...southOf(outline, 1_240), accuracy: 15 });
    await shows(positionLine(page, 'À 1,2 km du secteur'));

    // Indoors: the phone no longer knows the street.
    await phone.context.setGeolocation({ ...middleOf(outline), accuracy: 150 });
    await shows(positionLine(page, 'Position imprécise (± 150 m)'));
  });
});
