// Runs every group of checks in order against one backend and always cleans up after itself.
import type { CheckAccounts } from './accounts';
import { cleanUp } from './checks/cleanup';
import { checkCors, DEFAULT_APP_ORIGIN } from './checks/cors';
import { checkDoors } from './checks/doors';
import { checkImpersonation } from './checks/impersonation';
import { checkReads } from './checks/reads';
import { checkRoleRules } from './checks/roles';
import { checkSignIn } from './checks/sign-in';
import { checkSignOut } from './checks/sign-out';
import { checkTenantRules } from './checks/tenant';
import { checkUpdates } from './checks/updates';
import { checkWrites } from './checks/writes';
import { type CheckContext, type CheckRow, createContext } from './context';
import { createHttpClient, type FetchLike } from './http';

export interface CheckRun {
  baseUrl: string;
  startedAt: string;
  durationMs: number;
  rows: CheckRow[];
}

export interface RunOptions {
  baseUrl: string;
  accounts: CheckAccounts;
  fetch?: FetchLike;
  /** The browser origin the app is served from, for the CORS row (default: the app's dev server). */
  appOrigin?: string;
  /** Dates (this month's events) and the tag naming the check's records derive from it. */
  now?: Date;
}

// The tenant rows need the records the writes create, the updates delete them after; roles and
// impersonation touch no record of the agent's. The CORS row asks about a write to the check's street,
// and the doors (an optional extension) are those of that street.
const groups: readonly ((context: CheckContext) => Promise<void>)[] = [
  checkSignIn,
  checkSignOut,
  checkReads,
  checkWrites,
  checkCors,
  checkDoors,
  checkTenantRules,
  checkUpdates,
  checkRoleRules,
  checkImpersonation,
];

/** A bug in a group (not a failed call, which is a row) becomes a failed row, and the run goes on. */
async function guarded(
  context: CheckContext,
  group: (context: CheckContext) => Promise<void>,
): Promise<void> {
  try {
    await group(context);
  } catch (error) {
    context.rows.push({
      group: context.group,
      check: 'the check itself',
      call: '',
      expected: 'no error',
      got: error instanceof Error ? error.message : String(error),
      outcome: 'fail',
    });
  }
}

export async function runChecks(options: RunOptions): Promise<CheckRun> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const http = createHttpClient({ baseUrl: options.baseUrl, fetch: options.fetch ?? fetch });
  const appOrigin = options.appOrigin ?? DEFAULT_APP_ORIGIN;
  const context = createContext({ http, accounts: options.accounts, appOrigin, now });
  try {
    for (const group of groups) await guarded(context, group);
  } finally {
    await guarded(context, cleanUp);
  }
  return {
    baseUrl: http.baseUrl,
    startedAt: now.toISOString(),
    durationMs: Math.round(performance.now() - started),
    rows: context.rows,
  };
}

export const failedRows = (run: CheckRun) => run.rows.filter((row) => row.outcome === 'fail');
