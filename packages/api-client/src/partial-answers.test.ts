// Spec §7: success is any 2xx. The writes that use part of their answer (the sector, the invitation link)
// take it when a plain Django REST framework server sends it whole, and make do without it otherwise.
import { demoAccounts } from '@prospect/mock-server';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createInvitation } from './admin/create-invitation';
import type { ApiClient } from './http';
import { generateSectors } from './sectors/generate-sectors';
import { updateStreetCount } from './sectors/update-street-count';
import { answerWith, sectorJson, successAnswers } from './test-answers';
import { clientFor, useMockBackend } from './test-support';

useMockBackend();

const admin = () => clientFor(demoAccounts.superAdmin);

describe('updateStreetCount', () => {
  const path = '/api/accounts/sectors/12/update-streets/';
  const count = (client: ApiClient) => updateStreetCount(client, { sectorId: 12, streetCount: 3 });

  it('answers the sector a DRF server sends back, read into the app shape', async () => {
    answerWith('patch', path, () =>
      HttpResponse.json({
        ...sectorJson(),
        id: '12',
        number: '3',
        progress: '33.00',
        zone: 7,
        street_count: 3,
        streets: sectorJson().streets.map((street) => ({ ...street, id: String(street.id), sector: 12 })),
      }),
    );
    expect(await count(admin())).toEqual({ ...sectorJson(), zone: { id: 7, name: sectorJson().zoneName } });
  });

  it.each([
    ...successAnswers,
    // Every field but the id is optional to the reader: without its streets it is no sector to show.
    {
      name: '200 with only the id and the count',
      answer: () => HttpResponse.json({ id: 12, street_count: 3 }),
    },
  ])('resolves null on $name (the hook fetches the sector again)', async ({ answer: response }) => {
    answerWith('patch', path, response);
    await expect(count(admin())).resolves.toBeNull();
  });
});

describe('generateSectors', () => {
  const path = '/api/accounts/zones/7/sectors/generate/';

  it('random mode: the id read strictly, the sector when the answer carries it whole', async () => {
    answerWith('post', path, () => HttpResponse.json({ sector: { ...sectorJson(), id: '12', extra: true } }));
    expect(await generateSectors(admin(), { zoneId: 7, randomMode: true })).toEqual({
      mode: 'random',
      sectorId: 12,
      sector: sectorJson(),
    });
  });

  it.each([
    { name: 'only its id', sector: { id: 12 } },
    { name: 'its id as text and no streets', sector: { id: '12', number: 3, status: 'pending' } },
  ])(
    'random mode: a sector with $name gives the id and no sector (the page fetches it)',
    async ({ sector }) => {
      answerWith('post', path, () => HttpResponse.json({ sector }, { status: 201 }));
      expect(await generateSectors(admin(), { zoneId: 7, randomMode: true })).toEqual({
        mode: 'random',
        sectorId: 12,
        sector: null,
      });
    },
  );

  it('choose mode: the sectors, bare or as a DRF page', async () => {
    answerWith('post', path, () =>
      HttpResponse.json({ sectors: { count: 1, next: null, results: [sectorJson()] } }),
    );
    expect(await generateSectors(admin(), { zoneId: 7, randomMode: false })).toEqual({
      mode: 'choose',
      sectors: [sectorJson()],
    });
  });

  it.each([
    ...successAnswers,
    {
      name: 'sectors that are only ids',
      answer: () => HttpResponse.json({ sectors: [{ id: 12 }, { id: 13 }] }),
    },
  ])(
    'choose mode resolves without sectors on $name (the page fetches them)',
    async ({ answer: response }) => {
      answerWith('post', path, response);
      expect(await generateSectors(admin(), { zoneId: 7, randomMode: false })).toEqual({
        mode: 'choose',
        sectors: null,
      });
    },
  );
});

describe('createInvitation', () => {
  const path = '/api/accounts/admin/invitations/create/';
  const invite = (client: ApiClient) =>
    createInvitation(client, { email: 'recrue@prospect.demo', role: 'AGENT' });

  it('answers the link when the server gives it', async () => {
    answerWith('post', path, () =>
      HttpResponse.json(
        { invitation_url_for_testing: 'http://app.test/register?token=t0k', id: 3 },
        { status: 201 },
      ),
    );
    expect(await invite(admin())).toEqual({
      invitation_url_for_testing: 'http://app.test/register?token=t0k',
    });
  });

  it.each(successAnswers)(
    'resolves without the link on $name: the invitation exists',
    async ({ answer: response }) => {
      answerWith('post', path, response);
      expect(await invite(admin())).not.toHaveProperty('invitation_url_for_testing', expect.any(String));
    },
  );
});
