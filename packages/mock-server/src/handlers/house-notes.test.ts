import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../seed';
import { call, tokenOf, useMockServer } from '../test-support';

useMockServer();

describe('house notes', () => {
  it("POST records a labelled note; GET lists the caller's own, newest first", async () => {
    const token = tokenOf(demoAccounts.agent);
    const created = await call('POST', '/api/house-notes/', {
      token,
      body: { label: 'thinking', others: 'Rappeler en janvier' },
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        label: 'thinking',
        others: 'Rappeler en janvier',
        user: 'Camille Martin',
        created_at: expect.any(String),
      },
    });
    const list = (await call('GET', '/api/house-notes/', { token })).body;
    expect(list[0]).toEqual(created.body);
    expect(list).toHaveLength(9);
    expect((await call('GET', '/api/house-notes/', { token: tokenOf(demoAccounts.agent3) })).body).toEqual(
      [],
    );
  });

  it('accepts a note without others and refuses an unknown label', async () => {
    const token = tokenOf(demoAccounts.agent);
    expect(
      (await call('POST', '/api/house-notes/', { token, body: { label: 'interested' } })).body.others,
    ).toBe('');
    expect((await call('POST', '/api/house-notes/', { token, body: { label: 'maybe' } })).body).toEqual({
      label: ["« maybe » n'est pas un choix valide."],
    });
  });
});
