// `npm run contract:check -- --base-url URL --accounts FILE [--app-origin URL] [--json]`: runs the
// check, prints the table, and answers with an exit status a CI job can act on.
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { AccountsError, readAccountsFile } from './accounts';
import { DEFAULT_APP_ORIGIN } from './checks/cors';
import type { FetchLike } from './http';
import { jsonReport, renderReport } from './report';
import { failedRows, runChecks } from './run';

export const USAGE = `Checks a backend against Prospect's REST contract (spec §7), as the app calls it.

Usage: npm run contract:check -- --base-url URL --accounts FILE [--app-origin URL] [--json]

  --base-url URL    the backend's address, e.g. https://api.agence.example (paths /api/… are appended)
  --accounts FILE   the accounts to sign in with (JSON; format in packages/contract/README.md)
  --app-origin URL  where the app is served from, for the CORS row, e.g. https://app.agence.example
                    (default ${DEFAULT_APP_ORIGIN})
  --json            also print the results as JSON on stdout (the table then goes to stderr)
  --help            this help

Exit status: 0 when no check failed (warnings included), 1 when one failed, 2 when the command line or
the accounts file is not usable. The check creates its own records (named "contract-check <time>") and deletes them.`;

export const EXIT = { passed: 0, failed: 1, usage: 2 } as const;

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  fetch?: FetchLike;
  /** Where a relative accounts path starts: npm's INIT_CWD (where the command was typed) by default. */
  cwd?: string;
  now?: Date;
}

const defaultIo: CliIo = {
  stdout: (text) => process.stdout.write(`${text}\n`),
  stderr: (text) => process.stderr.write(`${text}\n`),
};

class UsageError extends Error {}

interface CliOptions {
  baseUrl: string;
  accountsPath: string;
  appOrigin: string;
  json: boolean;
}

const isHttpUrl = (text: string) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);

export function parseCliArgs(argv: readonly string[]): CliOptions | 'help' {
  let values: {
    'base-url'?: string;
    accounts?: string;
    'app-origin'?: string;
    json?: boolean;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        'base-url': { type: 'string' },
        accounts: { type: 'string' },
        'app-origin': { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  const baseUrl = values['base-url'];
  if (!baseUrl) throw new UsageError('--base-url is required');
  if (!isHttpUrl(baseUrl)) {
    throw new UsageError(`--base-url expects an http(s) address, not "${baseUrl}"`);
  }
  if (!values.accounts) throw new UsageError('--accounts is required');
  const appOrigin = values['app-origin'] ?? DEFAULT_APP_ORIGIN;
  if (!isHttpUrl(appOrigin)) {
    throw new UsageError(`--app-origin expects an http(s) address, not "${appOrigin}"`);
  }
  // A browser sends the origin alone (scheme, host, port), whatever page it is on.
  return {
    baseUrl,
    accountsPath: values.accounts,
    appOrigin: new URL(appOrigin).origin,
    json: values.json ?? false,
  };
}

/** Runs the check from command-line arguments; resolves to the exit status. */
export async function main(argv: readonly string[], io: CliIo = defaultIo): Promise<number> {
  let options: ReturnType<typeof parseCliArgs>;
  try {
    options = parseCliArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`${error.message}\n\n${USAGE}`);
    return EXIT.usage;
  }
  if (options === 'help') {
    io.stdout(USAGE);
    return EXIT.passed;
  }
  const cwd = io.cwd ?? process.env.INIT_CWD ?? process.cwd();
  const path = isAbsolute(options.accountsPath) ? options.accountsPath : resolve(cwd, options.accountsPath);
  let accounts: Awaited<ReturnType<typeof readAccountsFile>>;
  try {
    accounts = await readAccountsFile(path);
  } catch (error) {
    if (!(error instanceof AccountsError)) throw error;
    io.stderr(error.message);
    return EXIT.usage;
  }
  const run = await runChecks({
    baseUrl: options.baseUrl,
    accounts,
    appOrigin: options.appOrigin,
    fetch: io.fetch,
    now: io.now,
  });
  (options.json ? io.stderr : io.stdout)(renderReport(run));
  if (options.json) io.stdout(jsonReport(run));
  return failedRows(run).length > 0 ? EXIT.failed : EXIT.passed;
}
