// The weighing in bench/stack-floor.ts is only fair if both sides read alike: same answers kept,
// same values out, same answers refused.
import { describe, expect, it } from 'vitest';
import { type ReaderName, readWithValibot } from './valibot';
import { readWithZodMini } from './zod-mini';

const user = { id: 7, first_name: 'Camille', last_name: 'Martin', email: 'agent@prospect.demo' };
const answers: Record<ReaderName, unknown[]> = {
  tokenPair: [
    { access: 'a', refresh: 'r' },
    { access: 'a', refresh: 'r', extra: true },
    { access: '', refresh: 'r' },
    { access: 'a' },
    { access: 1, refresh: 'r' },
    null,
    [],
  ],
  refreshAnswer: [{ access: 'a' }, { access: 'a', refresh: 'r' }, { access: 'a', refresh: '' }, {}],
  profile: [
    { user, profile: { role: 'AGENT', profile_picture: null, tenant: { id: 1, city: 'Nantes' } } },
    // What a plain DRF server may send: ids as text, nulls, a bare tenant id, no picture at all.
    {
      user: { ...user, id: '7', first_name: null, last_name: undefined },
      profile: { role: 'ADMIN', tenant: '3' },
    },
    {
      user: { ...user, id: 'x' },
      profile: { role: 'SUPER_ADMIN', profile_picture: '/p.png', tenant: 'Nantes' },
    },
    { user, profile: { role: 'AGENT', tenant: { id: 0, city: 'Nantes' } } },
    { user, profile: { role: 'agent', tenant: null } },
    { user: { ...user, email: null }, profile: { role: 'AGENT' } },
    { profile: { role: 'AGENT' } },
  ],
};

describe('zod/mini and valibot read the /auth answers alike', () => {
  for (const [name, cases] of Object.entries(answers) as [ReaderName, unknown[]][]) {
    it(`${name}: same answers kept, same values, same answers refused`, () => {
      for (const answer of cases) {
        const zod = readWithZodMini(name, answer);
        const valibot = readWithValibot(name, answer);
        expect(valibot.ok, JSON.stringify(answer)).toBe(zod.ok);
        if (zod.ok && valibot.ok) expect(valibot.value).toEqual(zod.value);
        else expect(valibot.ok ? '' : valibot.why).not.toBe('');
      }
    });
  }
});
