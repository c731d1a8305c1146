import { adminUserReader, sectorReader, zoneDetailReader, zoneReader } from '@prospect/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../seed';
import { type MockHttpServer, startMockHttpServer } from './server';
import { login, send } from './testing';

let plain: MockHttpServer;

beforeAll(async () => {
  plain = await startMockHttpServer({ port: 0, plainDrf: true });
});
afterAll(async () => {
  await plain?.close();
});

describe('--plain-drf: answers as a plain Django REST framework backend sends them', () => {
  it('drops the fields only our contract adds, and sends decimals as text', async () => {
    const admin = await login(plain.url, demoAccounts.admin);
    const { body: team } = await send(`${plain.url}/api/accounts/admin/users/`, { token: admin });
    expect(team.length).toBeGreaterThan(0);
    for (const member of team) expect(member).not.toHaveProperty('firstName');
    // …which the app still reads, its first name coming from first_name.
    const [first] = v.parse(v.array(adminUserReader), team);
    expect(first?.firstName).toBe(team[0].first_name);

    const agent = await login(plain.url);
    const { body: zones } = await send(`${plain.url}/api/accounts/zones/`, { token: agent });
    expect(zones[0].progress).toMatch(/^\d+\.\d\d$/);
    expect(v.parse(v.array(zoneReader), zones)[0]?.progress).toBe(Number(zones[0].progress));
  });

  it('sends foreign keys as ids and no zone name; the sector still reads, named by the app', async () => {
    const agent = await login(plain.url);
    const { body: zones } = await send(`${plain.url}/api/accounts/zones/`, { token: agent });
    const withSectors = zones.find((zone: { sector_count: number }) => zone.sector_count > 0);
    const { body: detail } = await send(`${plain.url}/api/accounts/zones/${withSectors.id}/`, {
      token: agent,
    });
    const { body: sector } = await send(`${plain.url}/api/accounts/sectors/${detail.sectors[0].id}/`, {
      token: agent,
    });
    expect(sector.zone).toBe(withSectors.id);
    expect(sector).not.toHaveProperty('zoneName');
    expect(v.parse(sectorReader, sector)).toMatchObject({
      zone: { id: withSectors.id, name: '' },
      zoneName: '',
    });
    const read = v.parse(zoneDetailReader, detail);
    expect(read.notes.every((note) => note.user === '')).toBe(true);
  });

  it('leaves non-JSON answers alone (tiles)', async () => {
    const tile = await fetch(`${plain.url}/tiles/13/4000/2900.png`);
    expect(tile.headers.get('Content-Type')).toBe('image/png');
    expect((await tile.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
