// Writes demo-public/demo-tile.png: the demo backend's tile image, its pixels deflated for real (the
// backend's copy is stored uncompressed). Run again if that image changes: src/demo/demo-tile.test.ts
// fails until then.
//   node apps/prospect/scripts/write-demo-tile.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { tilePng } from '@prospect/mock-server/png';

const drawn = Buffer.from(tilePng());
const chunks: Buffer[] = [drawn.subarray(0, 8)];
for (let at = 8; at < drawn.length; ) {
  const length = drawn.readUInt32BE(at);
  const type = drawn.subarray(at + 4, at + 8);
  let data = drawn.subarray(at + 8, at + 8 + length);
  if (type.toString('latin1') === 'IDAT') data = deflateSync(inflateSync(data), { level: 9 });
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  chunks.push(head, type, data, crc);
  at += 12 + length;
}
const file = path.resolve(import.meta.dirname, '../demo-public/demo-tile.png');
writeFileSync(file, Buffer.concat(chunks));
process.stdout.write(`${file}: ${Buffer.concat(chunks).length} bytes\n`);
