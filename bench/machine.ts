// The machine and the versions a run was measured with.
import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * A package's version: from the root node_modules, else beside or inside the package that depends on it
 * (pnpm keeps transitive packages out of the root), e.g. `leaflet.markercluster` via react-leaflet-cluster.
 */
export function version(pkg: string, via?: string): string {
  const candidates = [path.join(repoRoot, 'node_modules', pkg)];
  if (via) {
    try {
      const parent = realpathSync(path.join(repoRoot, 'node_modules', via));
      const depth = via.split('/').length;
      candidates.push(path.join(parent, 'node_modules', pkg), path.join(parent, '../'.repeat(depth), pkg));
    } catch {
      // `via` is not installed: only the root is looked at.
    }
  }
  for (const directory of candidates) {
    try {
      return (JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8')) as { version: string })
        .version;
    } catch {
      // Try the next place.
    }
  }
  return 'n/a';
}

function chromiumVersion(): string {
  try {
    return execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'not installed';
  }
}

export interface Machine {
  os: string;
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  /** 1-minute load average when the run started; the machine may be shared. */
  loadAverageAtStart: number;
  loadAverageAtEnd?: number;
}

export function describeMachine(): Machine {
  return {
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAverageAtStart: Number(os.loadavg()[0]?.toFixed(2)),
  };
}

export function describeVersions(): Record<string, string> {
  return {
    node: process.version,
    chromium: chromiumVersion(),
    vite: version('vite'),
    react: version('react'),
    leaflet: version('leaflet'),
    'react-leaflet': version('react-leaflet'),
    supercluster: version('supercluster', '@prospect/ui'),
    'react-leaflet-cluster': version('react-leaflet-cluster'),
    'leaflet.markercluster': version('leaflet.markercluster', 'react-leaflet-cluster'),
    lighthouse: version('lighthouse'),
    'chrome-launcher': version('chrome-launcher', 'lighthouse'),
    'playwright-core': version('playwright-core'),
  };
}
