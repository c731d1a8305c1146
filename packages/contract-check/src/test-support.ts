// Shared by the check's tests: the mock backend's handlers behind an injected fetch (no network, no
// interception), with handlers put in front to break one rule at a time.
import { fileURLToPath } from 'node:url';
import { handlers, seed } from '@prospect/mock-server';
import { getResponse, type RequestHandler } from 'msw';
import { parseAccounts } from './accounts';
import { main } from './cli';
import type { CheckRow } from './context';
import demoAccountsJson from './demo-accounts.json';
import type { FetchLike } from './http';

export const BASE_URL = 'http://backend.test';
export const DEMO_ACCOUNTS_FILE = fileURLToPath(new URL('./demo-accounts.json', import.meta.url));
export const demoAccounts = parseAccounts(demoAccountsJson);

/** A fetch answered by the mock's handlers; `overrides` come first, as `server.use` would put them. */
export function mockFetch(overrides: RequestHandler[] = []): FetchLike {
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await getResponse([...overrides, ...handlers], request);
    return response ?? Response.json({ detail: 'Not found.' }, { status: 404 });
  };
}

/** Who a request's Bearer token belongs to, asked of the mock itself. */
export async function callerEmail(request: Request): Promise<string | null> {
  const authorization = request.headers.get('Authorization');
  if (!authorization) return null;
  const profile = new Request(`${BASE_URL}/api/accounts/profile/`, {
    headers: { Authorization: authorization },
  });
  const response = await getResponse(handlers, profile);
  if (response?.status !== 200) return null;
  const body = (await response.json()) as { user: { email: string } };
  return body.user.email;
}

/** What the untouched mock answers to `request`. */
export async function mockAnswer(request: Request): Promise<Response> {
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`no mock handler for ${request.method} ${request.url}`);
  return response;
}

export interface CliOutcome {
  status: number;
  /** The table (stderr under --json). */
  table: string;
  rows: CheckRow[];
}

/** The command line end to end on the mock, `overrides` first, with further `options`: status, table, rows. */
export async function runCli(overrides: RequestHandler[] = [], options: string[] = []): Promise<CliOutcome> {
  const out: string[] = [];
  const err: string[] = [];
  const argv = ['--base-url', BASE_URL, '--accounts', DEMO_ACCOUNTS_FILE, '--json', ...options];
  const status = await main(argv, {
    fetch: mockFetch(overrides),
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
  });
  const json = JSON.parse(out.join('\n')) as { rows: CheckRow[] };
  return { status, table: err.join('\n'), rows: json.rows };
}

/** The one row named `check` (the actor's label included). */
export function rowNamed(rows: CheckRow[], check: string): CheckRow {
  const found = rows.filter((row) => row.check === check);
  if (found.length !== 1) throw new Error(`${found.length} rows named "${check}"`);
  return found[0] as CheckRow;
}

export { seed };
