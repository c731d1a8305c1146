import { describe, expect, it } from 'vitest';
import { db } from './db';
import { demoAccounts } from './seed';
import { call, demoIds, tokenOf, useMockServer } from './test-support';

useMockServer();

const houseNote = { label: 'interested', others: 'Au 3e, porte gauche' };

describe('Idempotency-Key on writes', () => {
  it('applies a replayed write once and answers it as the first time', async () => {
    const token = tokenOf(demoAccounts.agent);
    const headers = { 'Idempotency-Key': 'e4a1f0a2-0000-4000-8000-000000000001' };
    const before = db.houseNote.count();
    const first = await call('POST', '/api/house-notes/', { token, body: houseNote, headers });
    const replay = await call('POST', '/api/house-notes/', { token, body: houseNote, headers });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(first.response.headers.get('Idempotent-Replayed')).toBeNull();
    expect(db.houseNote.count()).toBe(before + 1);
  });

  it('replays a 204 deletion as a 204, not as a 404 of the now-missing note', async () => {
    const token = tokenOf(demoAccounts.agent);
    const note = { id: demoIds().notes.camille };
    const headers = { 'Idempotency-Key': 'delete-once' };
    expect((await call('DELETE', `/api/accounts/notes/${note.id}/`, { token, headers })).status).toBe(204);
    expect((await call('DELETE', `/api/accounts/notes/${note.id}/`, { token, headers })).status).toBe(204);
    expect((await call('DELETE', `/api/accounts/notes/${note.id}/`, { token })).status).toBe(404);
  });

  it('applies writes without a key, or with distinct keys, every time', async () => {
    const token = tokenOf(demoAccounts.agent);
    const before = db.houseNote.count();
    await call('POST', '/api/house-notes/', { token, body: houseNote });
    await call('POST', '/api/house-notes/', { token, body: houseNote });
    await call('POST', '/api/house-notes/', { token, body: houseNote, headers: { 'Idempotency-Key': 'a' } });
    await call('POST', '/api/house-notes/', { token, body: houseNote, headers: { 'Idempotency-Key': 'b' } });
    expect(db.houseNote.count()).toBe(before + 4);
  });

  it('refuses the same key for another request (422) and keeps keys per user', async () => {
    const headers = { 'Idempotency-Key': 'shared-key' };
    const agent = tokenOf(demoAccounts.agent);
    const other = tokenOf(demoAccounts.agent3);
    const before = db.houseNote.count();
    await call('POST', '/api/house-notes/', { token: agent, body: houseNote, headers });
    const changed = await call('POST', '/api/house-notes/', {
      token: agent,
      body: { ...houseNote, others: 'autre' },
      headers,
    });
    expect(changed.status).toBe(422);
    expect(changed.body.error).toMatch(/Idempotency-Key/);
    // Another user's identical key is their own write.
    expect((await call('POST', '/api/house-notes/', { token: other, body: houseNote, headers })).status).toBe(
      201,
    );
    expect(db.houseNote.count()).toBe(before + 2);
  });

  it('remembers refusals (4xx) too, and ignores keys on reads', async () => {
    const token = tokenOf(demoAccounts.agent);
    const headers = { 'Idempotency-Key': 'bad-label' };
    const first = await call('POST', '/api/house-notes/', { token, body: { label: 'maybe' }, headers });
    const again = await call('POST', '/api/house-notes/', { token, body: { label: 'maybe' }, headers });
    expect([first.status, again.status]).toEqual([400, 400]);
    expect(again.body).toEqual(first.body);
    const read = await call('GET', '/api/house-notes/', { token, headers });
    expect(read.response.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('refuses a malformed key with a 400', async () => {
    const token = tokenOf(demoAccounts.agent);
    const answer = await call('POST', '/api/house-notes/', {
      token,
      body: houseNote,
      headers: { 'Idempotency-Key': 'x'.repeat(256) },
    });
    expect(answer.status).toBe(400);
  });
});
