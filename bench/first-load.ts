import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** Vite's build manifest: one entry per source module that became a chunk. */
export type Manifest = Record<
  string,
  {
    file: string;
    name?: string;
    src?: string;
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
    isEntry?: boolean;
  }
>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

export interface RouteWeight {
  route: string;
  files: string[];
  js: { raw: number; gzip: number; brotli: number };
  css: { raw: number; gzip: number; brotli: number };
}

/**
 * The manifest key of the chunk a lazily loaded `module` (a path from the app's root) is fetched as. A
 * module that is both loaded lazily and imported by other lazy modules (AuthRoute, by the login and
 * register screens) shares its chunk with them, and Vite lists that chunk under its name, not the
 * module's path: it is then found by that name among the chunks something loads lazily.
 */
export function chunkKeyOf(manifest: Manifest, module: string): string | undefined {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[^.]+$/, '');
  const lazyTargets = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
  const named = [...lazyTargets].filter((key) => !manifest[key]?.src && manifest[key]?.name === name);
  return named.length === 1 ? named[0] : undefined;
}

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of manifest[key]?.imports ?? []) closure(manifest, dependency, seen);
  return seen;
}

function sizes(distDir: string, files: string[]) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(distDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes).length;
  }
  return { raw, gzip, brotli };
}

/**
 * The JavaScript and CSS a visitor downloads before a route can show: the entry plus the chunks of the
 * route's lazy layouts and screen, with what they import.
 */
export function firstLoadWeights(distDir: string, routes: Record<string, string[]>): RouteWeight[] {
  const manifest = readManifest(distDir);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  return Object.entries(routes).map(([route, modules]) => {
    const moduleKeys = modules.map((module) => {
      const key = chunkKeyOf(manifest, module);
      if (!key) throw new Error(`${module} is not a chunk of the build: is ${route} lazily loaded?`);
      return key;
    });
    const keys = new Set([
      ...closure(manifest, entry),
      ...moduleKeys.flatMap((key) => [...closure(manifest, key)]),
    ]);
    const chunks = [...keys].map((key) => manifest[key]).filter((chunk) => chunk !== undefined);
    const js = chunks.map((chunk) => chunk.file);
    const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
    return { route, files: [...js, ...css], js: sizes(distDir, js), css: sizes(distDir, css) };
  });
}
