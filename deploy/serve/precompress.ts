// Writes a .gz beside every text file of a built app, for nginx's gzip_static: compressed once at build
// time at the highest level, instead of on every request at a low one.
// `node deploy/serve/precompress.ts DIR` (the Dockerfile and scripts/serve.sh), or import it.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|json|webmanifest|svg|txt|xml)$/;
/** Below this, the gzip header and a second file cost more than they save. */
const MIN_BYTES = 1024;

/** Compresses the text files under `dir` (source maps excluded: they are never served); returns how many. */
export async function precompress(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  let written = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await stat(file)).size < MIN_BYTES) continue;
    const compressed = await gzipAsync(await readFile(file), { level: constants.Z_BEST_COMPRESSION });
    await writeFile(`${file}.gz`, compressed);
    written += 1;
  }
  return written;
}

if (import.meta.main) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node deploy/serve/precompress.ts DIR');
    process.exit(2);
  }
  const count = await precompress(dir);
  console.info(`› precompressed ${count} files in ${dir}`);
}
