import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// The entrypoint's checks of the settings an operator gives the container, run as the image runs it,
// with `false` for nginx: nothing here may get as far as starting it.

const entrypoint = path.resolve(import.meta.dirname, '../docker-entrypoint.sh');
const template = path.resolve(import.meta.dirname, '../nginx/prospect.conf.template');

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'prospect-entrypoint-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function start(env: Record<string, string>) {
  return spawnSync('sh', [entrypoint], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '',
      PROSPECT_WEB_ROOT: dir,
      PROSPECT_NGINX_TEMPLATE: template,
      PROSPECT_NGINX_CONF: path.join(dir, 'prospect.conf'),
      NGINX_BIN: 'false',
      ...env,
    },
  });
}

describe('a setting with a line break', () => {
  it.each([
    ['API_UPSTREAM', 'http://backend:8000\n'],
    ['API_UPSTREAM', 'http://backend:8000\nlocation /x { return 200; }'],
    ['PROSPECT_API_BASE_URL', 'https://api.agence.example\r'],
    ['TILE_UPSTREAM', 'https://tiles.example/{z}/{x}/{y}.png\nproxy_pass http://evil;'],
    ['PROSPECT_TILE_ATTRIBUTION', '© OpenStreetMap\r\nsecond line'],
    ['PROSPECT_GOOGLE_CLIENT_ID', 'client-id\n'],
    ['PROSPECT_MEDIA_ORIGINS', 'https://cdn.example\nhttps://other.example'],
    ['PROSPECT_TRUSTED_PROXIES', '10.0.0.1\n10.0.0.2'],
    ['PORT', '8080\n'],
  ])('stops the container when %s holds one, naming it, before writing anything', (name, value) => {
    const started = start({ [name]: value });
    expect(started.status).not.toBe(0);
    expect(started.stderr).toBe(
      `prospect: ${name} must be on one line: its value holds a line break (newline or carriage return)\n`,
    );
    expect(existsSync(path.join(dir, 'prospect.conf'))).toBe(false);
    expect(existsSync(path.join(dir, 'config.json'))).toBe(false);
  });

  it('lets the same settings through on one line', () => {
    const started = start({
      API_UPSTREAM: 'http://backend:8000',
      PROSPECT_TILE_ATTRIBUTION: '© OpenStreetMap',
      PROSPECT_TRUSTED_PROXIES: '10.0.0.1 10.0.0.2',
    });
    // `false` stands for nginx: the entrypoint got as far as starting it.
    expect(started.stderr).toBe('');
    expect(existsSync(path.join(dir, 'prospect.conf'))).toBe(true);
    expect(existsSync(path.join(dir, 'config.json'))).toBe(true);
  });
});

describe('PROSPECT_TRUSTED_PROXIES', () => {
  it.each([
    ['a host name', 'proxy.internal'],
    ['a directive break', '10.0.0.1;allow all'],
    ['a pattern', '10.0.0.*'],
  ])('refuses %s', (_case, value) => {
    const started = start({ PROSPECT_TRUSTED_PROXIES: value });
    expect(started.status).not.toBe(0);
    expect(started.stderr).toMatch(
      /^prospect: PROSPECT_TRUSTED_PROXIES must list IP addresses or CIDR ranges/,
    );
  });
});
