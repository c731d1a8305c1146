// The role × tenant matrix: every protected endpoint of the contract, called with no token, by someone of
// another agency, by someone of the same agency who may not (wrong role, not the owner), and by someone
// who may. Statuses are the server rules of the README.
import { describe, expect, it } from 'vitest';
import { call, demoIds, tokenOf, useMockServer } from '../../src/test-support';
import { type Attempt, type Ids, type Row, matrixRows as rows } from './rows';

useMockServer();

const PROTECTED_ENDPOINTS = Object.keys(rows);

async function attempt(row: Row, ids: Ids, who: Attempt | { as: null; status: 401 }) {
  const path = ('path' in who && who.path ? who.path : row.path)(ids);
  const result = await call(row.method, path, {
    token: who.as ? tokenOf(who.as) : null,
    body: row.body?.(ids) ?? (row.method === 'GET' || row.method === 'DELETE' ? undefined : {}),
  });
  expect(result.status, `${row.method} ${path} as ${who.as ?? 'nobody'}`).toBe(who.status);
  if ('check' in who && who.check) who.check(result.body, ids);
}

describe('role × tenant matrix', () => {
  it('covers every protected call of the contract', () => {
    expect(PROTECTED_ENDPOINTS).toHaveLength(38);
  });

  describe.each(Object.entries(rows))('%s', (_name, row) => {
    it('no token → 401', async () => attempt(row, demoIds(), { as: null, status: 401 }));
    if (row.otherTenant) {
      const who = row.otherTenant;
      it(`another agency (${who.as}) → ${who.status}`, async () => attempt(row, demoIds(), who));
    }
    if (row.notPermitted) {
      const who = row.notPermitted;
      it(`same agency, not permitted (${who.as}) → ${who.status}`, async () => attempt(row, demoIds(), who));
    }
    it(`permitted (${row.allowed.as}) → ${row.allowed.status}`, async () =>
      attempt(row, demoIds(), row.allowed));
  });
});
