import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seed } from '../seed';
import { SNAPSHOT_VERSION } from '../snapshot';
import { type MockHttpServer, startMockHttpServer } from './server';
import { login, send } from './testing';

let directory: string;
let file: string;
let server: MockHttpServer | undefined;

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'mock-http-'));
  file = join(directory, 'nested', 'mock.json');
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
  rmSync(directory, { recursive: true, force: true });
});

const start = async () => {
  server = await startMockHttpServer({ port: 0, persistFile: file });
  return server;
};
const createZone = (base: string, token: string, name: string) =>
  send(`${base}/api/accounts/zones/create/`, { method: 'POST', token, json: { name } });
const zoneNames = async (base: string, token: string) =>
  (await send(`${base}/api/accounts/zones/`, { token })).body.map((zone: { name: string }) => zone.name);

describe('--persist FILE', () => {
  it('seeds without a file, saves a write shortly after, and restores it after a restart', async () => {
    const first = await start();
    expect(first.data).toBe('seeded');
    const token = await login(first.url);
    expect((await createZone(first.url, token, 'Gardée sur disque')).status).toBe(201);
    // Saved without waiting for the close (debounced).
    await vi.waitFor(() => expect(existsSync(file)).toBe(true));
    await first.close();
    server = undefined;

    // Wipe the memory, so only the file can bring the zone back.
    await seed();
    const second = await start();
    expect(second.data).toBe('restored');
    // Sessions are data too: the token from before the restart still works.
    expect(await zoneNames(second.url, token)).toContain('Gardée sur disque');
  });

  it('writes the file whole, through a temporary file that does not stay behind', async () => {
    const running = await start();
    const token = await login(running.url);
    await createZone(running.url, token, 'Écriture atomique');
    await running.close();
    server = undefined;
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved.version).toBe(SNAPSHOT_VERSION);
    expect(saved.tables.zone.map((zone: { name: string }) => zone.name)).toContain('Écriture atomique');
    expect(readdirSync(join(directory, 'nested'))).toEqual(['mock.json']);
  });

  it('falls back to the demo data with a warning when the file is corrupt, then replaces it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '{"version": 1, "tables": {"zone": [');

    const restarted = await start();
    expect(restarted.data).toBe('seeded');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${file} is not readable JSON`));
    const token = await login(restarted.url);
    expect(await zoneNames(restarted.url, token)).toContain('La Baule-Escoublac – Centre');
    await createZone(restarted.url, token, 'Après la panne');
    await restarted.close();
    server = undefined;
    expect(JSON.parse(readFileSync(file, 'utf8')).version).toBe(SNAPSHOT_VERSION);
  });

  it('also refuses JSON that is not a snapshot of this version', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeFileSync(join(directory, 'other.json'), JSON.stringify({ version: 0, tables: {} }));
    file = join(directory, 'other.json');
    expect((await start()).data).toBe('seeded');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not a snapshot of this version'));
  });
});
