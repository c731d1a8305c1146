// The command line end to end, over real HTTP, against the mock backend served by node:http with its
// lists paginated as Django REST framework does (so every `next` link is followed for real).
import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DJANGO_SPEC_HEADERS,
  type MockHttpServer,
  startMockHttpServer,
} from '@prospect/mock-server/http-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, main } from './cli';
import type { CheckRow } from './context';
import { DEMO_ACCOUNTS_FILE } from './test-support';

let server: MockHttpServer;
let folder: string;
/** A whole run is about a hundred calls over HTTP: more than the unit default on a busy machine. */
const WHOLE_RUN_MS = 30_000;
const PREFLIGHT_ROW = "a write's preflight from http://localhost:5173";

beforeAll(async () => {
  server = await startMockHttpServer({ port: 0, paginate: 2 });
  folder = await mkdtemp(join(tmpdir(), 'contract-check-'));
  await copyFile(DEMO_ACCOUNTS_FILE, join(folder, 'accounts.json'));
});
afterAll(() => server.close());

async function cli(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await main(argv, {
    cwd: folder,
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
  });
  return { status, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('npm run contract:check over HTTP', () => {
  // A second server on the same in-memory data, answering as a plain DRF backend's default serializers
  // would (decimals as text, foreign keys as ids, no contract-only fields): tolerance, checked for real.
  it.each([
    { name: 'the mock server', plainDrf: false },
    { name: 'the mock server answering as plain DRF', plainDrf: true },
  ])(
    'passes against $name, following paginated lists',
    async ({ plainDrf }) => {
      const target = plainDrf ? await startMockHttpServer({ port: 0, paginate: 2, plainDrf }) : server;
      try {
        const { status, stdout, stderr } = await cli([
          '--base-url',
          target.url,
          '--accounts',
          'accounts.json',
          '--json',
        ]);
        const { rows, summary } = JSON.parse(stdout) as { rows: CheckRow[]; summary: { failed: number } };
        expect(rows.filter((row) => row.outcome !== 'pass')).toEqual([]);
        expect(summary.failed).toBe(0);
        expect(status).toBe(EXIT.passed);
        expect(rows.find((row) => row.check === 'agent · zones list')?.got).toMatch(
          /^200 · \d+ pages, \d+ items$/,
        );
        expect(rows.find((row) => row.check === PREFLIGHT_ROW)?.got).toBe('204 · allowed');
        expect(stderr).toContain('✓ all passed');
      } finally {
        if (target !== server) await target.close();
      }
    },
    WHOLE_RUN_MS,
  );

  it(
    'warns, exit 0, against the mock allowing only the headers of a backend built from the spec',
    async () => {
      const target = await startMockHttpServer({ port: 0, allowedHeaders: DJANGO_SPEC_HEADERS });
      try {
        const { status, stdout, stderr } = await cli([
          '--base-url',
          target.url,
          '--accounts',
          'accounts.json',
          '--json',
        ]);
        const { rows, summary } = JSON.parse(stdout) as {
          rows: CheckRow[];
          summary: { failed: number; warned: number };
        };
        expect(rows.filter((row) => row.outcome !== 'pass')).toEqual([
          expect.objectContaining({
            check: PREFLIGHT_ROW,
            got: '204 · Idempotency-Key not allowed by CORS',
            outcome: 'warn',
          }),
        ]);
        expect(summary).toMatchObject({ failed: 0, warned: 1 });
        expect(status).toBe(EXIT.passed);
        expect(stderr).toMatch(/⚠ 1 warning, no failure/);
      } finally {
        await target.close();
      }
    },
    WHOLE_RUN_MS,
  );

  it('fails every row, exit 1, when nothing listens at the address', async () => {
    const { status, stdout } = await cli(['--base-url', 'http://127.0.0.1:9', '--accounts', 'accounts.json']);
    expect(status).toBe(EXIT.failed);
    expect(stdout).toMatch(
      /signs in \(agent@prospect\.demo, Nantes\) +POST \/api\/token\/ +200 · tokenPairReader +no answer/,
    );
  });

  it('explains its usage, exit 2, without a base URL or with an unusable accounts file', async () => {
    const missing = await cli(['--accounts', 'accounts.json']);
    expect(missing.status).toBe(EXIT.usage);
    expect(missing.stderr).toMatch(/^--base-url is required\n\nChecks a backend/);
    const absent = await cli(['--base-url', server.url, '--accounts', 'absent.json']);
    expect(absent).toMatchObject({
      status: EXIT.usage,
      stderr: expect.stringContaining('cannot read the accounts file'),
    });
    const badOrigin = await cli([
      '--base-url',
      server.url,
      '--accounts',
      'accounts.json',
      '--app-origin',
      'app',
    ]);
    expect(badOrigin).toMatchObject({
      status: EXIT.usage,
      stderr: expect.stringMatching(/^--app-origin expects an http\(s\) address, not "app"/),
    });
    const help = await cli(['--help']);
    expect(help).toMatchObject({ status: EXIT.passed, stdout: expect.stringContaining('--accounts FILE') });
  });
});
