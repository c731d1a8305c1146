// A map tile drawn in code: a flat light green-grey square with a faint grid, encoded as a 2-bit indexed
// PNG with stored (uncompressed) deflate blocks. No network, no image library, the same bytes every time.

const SIZE = 256;
const GRID_STEP = 64;
const PALETTE = [
  [0xe8, 0xee, 0xe4], // land
  [0xd6, 0xdf, 0xd2], // grid line
];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const u32 = (value: number) => [
  (value >>> 24) & 0xff,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
];

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array([...type].map((char) => char.charCodeAt(0)).concat([...data]));
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

/** zlib stream of stored blocks: valid deflate without a compressor. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  for (let start = 0; start < raw.length || start === 0; start += 0xffff) {
    const block = raw.subarray(start, start + 0xffff);
    const last = start + 0xffff >= raw.length ? 1 : 0;
    out.push(
      last,
      block.length & 0xff,
      block.length >>> 8,
      ~block.length & 0xff,
      (~block.length >>> 8) & 0xff,
    );
    for (const byte of block) out.push(byte);
    if (last) break;
  }
  out.push(...u32(adler32(raw)));
  return new Uint8Array(out);
}

function drawTile(): Uint8Array {
  const rowBytes = SIZE / 4; // 2 bits per pixel
  const raw = new Uint8Array((rowBytes + 1) * SIZE);
  for (let y = 0; y < SIZE; y++) {
    const row = y * (rowBytes + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < SIZE; x++) {
      const index = x % GRID_STEP === 0 || y % GRID_STEP === 0 ? 1 : 0;
      const at = row + 1 + (x >> 2);
      raw[at] = (raw[at] ?? 0) | (index << (6 - 2 * (x & 3)));
    }
  }
  const header = new Uint8Array([...u32(SIZE), ...u32(SIZE), 2, 3, 0, 0, 0]);
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', header),
    ...chunk('PLTE', new Uint8Array(PALETTE.flat())),
    ...chunk('IDAT', zlibStored(raw)),
    ...chunk('IEND', new Uint8Array()),
  ]);
}

let tile: Uint8Array | null = null;

/** The one tile image every tile URL answers with (drawn once). */
export function tilePng(): Uint8Array {
  tile ??= drawTile();
  return tile;
}
