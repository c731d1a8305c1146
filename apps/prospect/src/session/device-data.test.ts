import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAP_TILE_CACHE } from './device-data';

describe('the map tiles forgotten at sign-out', () => {
  it("are the service worker's tile cache", async () => {
    const config = await readFile(path.resolve(import.meta.dirname, '../../vite.config.ts'), 'utf8');
    expect(config).toContain(`cacheName: '${MAP_TILE_CACHE}'`);
  });
});
