import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AccountsError, parseAccounts, readAccountsFile } from './accounts';
import demoAccountsJson from './demo-accounts.json';

const person = (email: string) => ({ email, password: 'secret' });

describe('the accounts file', () => {
  it('gives the four actors of the demo accounts', () => {
    expect(parseAccounts(demoAccountsJson)).toEqual({
      homeAgency: 'Nantes',
      otherAgency: 'Pornic',
      credentials: {
        agent: { email: 'agent@prospect.demo', password: 'prospect2026' },
        admin: { email: 'admin@prospect.demo', password: 'prospect2026' },
        superAdmin: { email: 'superadmin@prospect.demo', password: 'prospect2026' },
        otherAgent: { email: 'agent@pornic.demo', password: 'prospect2026' },
      },
    });
  });

  it('names every missing account', () => {
    const file = { agencies: [{ name: 'Nantes', agent: person('a@x.fr') }, { name: 'Pornic' }] };
    expect(() => parseAccounts(file)).toThrow(AccountsError);
    expect(() => parseAccounts(file)).toThrow(
      /agencies\.0\.superAdmin: .*\n.*agencies\.0\.admin: .*\n.*agencies\.1\.agent: /,
    );
  });

  it('wants a second agency', () => {
    const home = {
      name: 'Nantes',
      superAdmin: person('s@x.fr'),
      admin: person('ad@x.fr'),
      agent: person('a@x.fr'),
    };
    expect(() => parseAccounts({ agencies: [home] })).toThrow(/agencies\.1: /);
  });

  it('refuses one account in two roles, which would make the rules prove nothing', () => {
    const home = {
      name: 'Nantes',
      superAdmin: person('s@x.fr'),
      admin: person('a@x.fr'),
      agent: person('A@x.fr'),
    };
    expect(() => parseAccounts({ agencies: [home, { name: 'Pornic', agent: person('p@x.fr') }] })).toThrow(
      'the same email to two roles',
    );
  });

  it('says when the file is missing or not JSON', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'contract-check-'));
    await expect(readAccountsFile(join(folder, 'absent.json'))).rejects.toThrow(
      /cannot read the accounts file/,
    );
    await writeFile(join(folder, 'broken.json'), '{ agencies: ');
    await expect(readAccountsFile(join(folder, 'broken.json'))).rejects.toThrow(/is not JSON/);
  });
});
