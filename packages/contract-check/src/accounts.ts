// The accounts the check signs in with, read from a JSON file the backend team writes:
//
// { "agencies": [
//     { "name": "Nantes", "superAdmin": { "email": "…", "password": "…" },
//       "admin": { "email": "…", "password": "…" }, "agent": { "email": "…", "password": "…" } },
//     { "name": "Pornic", "agent": { "email": "…", "password": "…" } } ] }
//
// The first agency is where the check works (it needs the three roles); the second only proves that
// another agency's agent sees none of it.
import { readFile } from 'node:fs/promises';
import { record } from '@prospect/contract';
import * as v from 'valibot';

const credentials = record({
  email: v.pipe(v.string(), v.trim(), v.minLength(3)),
  password: v.pipe(v.string(), v.minLength(1)),
});
export type Credentials = v.InferOutput<typeof credentials>;

const homeAgency = record({
  name: v.pipe(v.string(), v.trim(), v.minLength(1)),
  superAdmin: credentials,
  admin: credentials,
  agent: credentials,
});

const otherAgency = record({
  name: v.pipe(v.string(), v.trim(), v.minLength(1)),
  agent: credentials,
});

const accountsFile = record({
  agencies: v.tupleWithRest([homeAgency, otherAgency], v.unknown()),
});

/** Who the check acts as: three roles of one agency, and an agent of another. */
export type Actor = 'agent' | 'admin' | 'superAdmin' | 'otherAgent';
export const ACTORS: readonly Actor[] = ['agent', 'admin', 'superAdmin', 'otherAgent'];

export interface CheckAccounts {
  /** The first agency's name: the table says which agency each sign-in belongs to. */
  homeAgency: string;
  otherAgency: string;
  credentials: Record<Actor, Credentials>;
}

export class AccountsError extends Error {}

/** Validates the parsed JSON; the error names every field that is missing or wrong. */
export function parseAccounts(json: unknown): CheckAccounts {
  const parsed = v.safeParse(accountsFile, json);
  if (!parsed.success) {
    const problems = parsed.issues.map(
      (issue) => `  ${issue.path?.map((item) => String(item.key)).join('.') || '(file)'}: ${issue.message}`,
    );
    throw new AccountsError(`the accounts file is not usable:\n${problems.join('\n')}`);
  }
  const [home, other] = parsed.output.agencies;
  const accounts: CheckAccounts = {
    homeAgency: home.name,
    otherAgency: other.name,
    credentials: {
      agent: home.agent,
      admin: home.admin,
      superAdmin: home.superAdmin,
      otherAgent: other.agent,
    },
  };
  const emails = ACTORS.map((actor) => accounts.credentials[actor].email.toLowerCase());
  // One person in two roles would make the role and tenant rows prove nothing.
  if (new Set(emails).size !== emails.length) {
    throw new AccountsError(
      'the accounts file gives the same email to two roles: each needs its own account',
    );
  }
  return accounts;
}

/** Reads and validates the accounts file at `path`. */
export async function readAccountsFile(path: string): Promise<CheckAccounts> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new AccountsError(`cannot read the accounts file ${path}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new AccountsError(`the accounts file ${path} is not JSON: ${(error as Error).message}`);
  }
  return parseAccounts(json);
}
