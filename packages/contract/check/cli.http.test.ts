// The command line end to end, over real HTTP, against the mock backend served by node:http with its
// lists paginated as Django REST framework does (so every `next` link is followed for real).
import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type MockHttpServer, startMockHttpServer } from '@prospect/mock-server/http-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, main } from './cli';
import type { CheckRow } from './context';
import { DEMO_ACCOUNTS_FILE } from './test-support';

let server: MockHttpServer;
let folder: string;

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
  ])('passes against $name, following paginated lists', async ({ plainDrf }) => {
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
      expect(stderr).toContain('✓ all passed');
    } finally {
      if (target !== server) await target.close();
    }
  });

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
    const help = await cli(['--help']);
    expect(help).toMatchObject({ status: EXIT.passed, stdout: expect.stringContaining('--accounts FILE') });
  });
});
