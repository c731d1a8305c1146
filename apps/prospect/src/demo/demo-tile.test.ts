import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { DEMO_TILE_PATH } from '@prospect/mock-server';
import { tilePng } from '@prospect/mock-server/png';
import { describe, expect, it } from 'vitest';
import { DEMO_TILE_URL } from '../config';

/** A PNG's chunks by type (IDAT joined): enough to compare two images' header, palette and pixels. */
function chunksOf(png: Uint8Array): Record<string, Buffer> {
  const bytes = Buffer.from(png);
  const chunks: Record<string, Buffer> = {};
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    chunks[type] = chunks[type] ? Buffer.concat([chunks[type], data]) : data;
    at += 12 + length;
  }
  return chunks;
}

const staticTile = readFileSync(
  path.resolve(import.meta.dirname, '../../demo-public', DEMO_TILE_PATH.slice(1)),
);

describe('the demo’s static tile', () => {
  it('is the address the demo backend answers too, the same for every tile', () => {
    expect(DEMO_TILE_URL).toBe(DEMO_TILE_PATH);
  });

  it('is the demo backend’s tile image, compressed', () => {
    const file = chunksOf(staticTile);
    const drawn = chunksOf(tilePng());
    expect(file.IHDR).toEqual(drawn.IHDR);
    expect(file.PLTE).toEqual(drawn.PLTE);
    expect(inflateSync(file.IDAT ?? Buffer.alloc(0))).toEqual(inflateSync(drawn.IDAT ?? Buffer.alloc(0)));
    expect(staticTile.length).toBeLessThan(tilePng().length / 10);
  });
});
