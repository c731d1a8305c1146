import { parseArgs } from 'node:util';
import { DEMO_PASSWORD, demoAccounts } from '../seed';
import { DEFAULT_ORIGINS, DJANGO_SPEC_HEADERS } from './cors';
import { type MockHttpServer, type MockHttpServerOptions, startMockHttpServer } from './server';

export const USAGE = `Prospect's mock backend over HTTP: the whole REST contract, with the demo agencies.

Usage: npm run mock-server -- [options]

  --port N          port to listen on (default 8787; 0 picks a free one)
  --host H          address to listen on (default 127.0.0.1; 0.0.0.0 for the local network)
  --origin O        a browser origin allowed to call (CORS); repeat it or give a comma list; * for any
                    (default: ${DEFAULT_ORIGINS.join(', ')})
  --spec-cors-headers
                    allow only the request headers a backend built from the spec allows: django-cors-headers'
                    defaults and X-XSRF-TOKEN, without the outbox's Idempotency-Key
  --latency MS      delay every API answer by MS milliseconds (default 0)
  --persist FILE    keep the data in FILE (JSON) across restarts; restored at start when usable
  --paginate N      answer lists as Django REST framework's PageNumberPagination does, N per page
  --plain-drf       answer as a plain DRF backend's default serializers do: no firstName or zoneName,
                    decimals as text, foreign keys as ids, empty optional text as null
  --without-doors   no « portes » extension: a street's doors answer 404, as on a server built from the spec
  --quiet           no line per request
  --help            this help`;

export class UsageError extends Error {}

function integer(name: string, raw: string | undefined, min: number): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < min) {
    throw new UsageError(`--${name} expects a whole number of at least ${min}, not "${raw}"`);
  }
  return Number(raw);
}

/** The server options from the command line, or `help` when the usage was asked for. */
export function parseCliArgs(argv: readonly string[]): MockHttpServerOptions | 'help' {
  let parsed: ReturnType<typeof parse>;
  // pnpm forwards the `--` of `pnpm … serve -- --port 9000`; npm does not.
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  try {
    parsed = parse(args);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values } = parsed;
  if (values.help) return 'help';
  const origins = values.origin
    ?.flatMap((list) => list.split(','))
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return {
    port: integer('port', values.port, 0),
    host: values.host,
    origins: origins?.length ? origins : undefined,
    latencyMs: integer('latency', values.latency, 0),
    persistFile: values.persist,
    paginate: integer('paginate', values.paginate, 1),
    plainDrf: values['plain-drf'] === true,
    doors: values['without-doors'] ? false : undefined,
    allowedHeaders: values['spec-cors-headers'] ? DJANGO_SPEC_HEADERS : undefined,
    log: values.quiet ? undefined : (line) => console.info(line),
  };
}

const parse = (argv: readonly string[]) =>
  parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      origin: { type: 'string', multiple: true },
      latency: { type: 'string' },
      persist: { type: 'string' },
      paginate: { type: 'string' },
      'plain-drf': { type: 'boolean' },
      'without-doors': { type: 'boolean' },
      'spec-cors-headers': { type: 'boolean' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });

// Undefined fields would override the server's defaults.
const defined = (options: MockHttpServerOptions) =>
  Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));

function banner(server: MockHttpServer, options: MockHttpServerOptions): string {
  const { origins = DEFAULT_ORIGINS, persistFile, paginate } = options;
  const source =
    server.data === 'restored' ? `restored from ${persistFile}` : 'the demo agencies, freshly seeded';
  return [
    `› Prospect mock backend at ${server.url} (ready in ${process.uptime().toFixed(1)} s)`,
    `  data: ${source}${persistFile ? `, saved to ${persistFile}` : ', in memory'}`,
    `  browsers allowed from: ${origins.join(', ')}`,
    ...(options.allowedHeaders
      ? [`  request headers allowed (CORS): ${options.allowedHeaders.join(', ')}`]
      : []),
    ...(paginate ? [`  lists paginated as Django REST framework does, ${paginate} per page (?page=K)`] : []),
    ...(options.plainDrf ? ['  answers shaped as a plain Django REST framework backend sends them'] : []),
    ...(options.doors === false ? ["  without the « portes » extension: a street's doors answer 404"] : []),
    `  sign in with ${demoAccounts.agent} / ${DEMO_PASSWORD} (the other demo accounts are in README.md)`,
    `  point the app at it: VITE_API_BASE_URL=${server.url}`,
  ].join('\n');
}

/** Starts the server from the command line, prints where and how to sign in, and saves on Ctrl-C. */
export async function main(argv: readonly string[]): Promise<void> {
  let options: ReturnType<typeof parseCliArgs>;
  try {
    options = parseCliArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (options === 'help') {
    console.info(USAGE);
    return;
  }
  let server: MockHttpServer;
  try {
    server = await startMockHttpServer(defined(options));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.error(`Port ${options.port ?? 8787} is taken (another mock server?): choose one with --port.`);
    process.exitCode = 1;
    return;
  }
  console.info(banner(server, options));
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second Ctrl-C does not wait for open connections.
    if (stopping) process.exit(130);
    stopping = true;
    console.info(`› ${signal}: saving and stopping`);
    void server.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
