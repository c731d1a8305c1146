// `node start.ts [options]`: the check from TypeScript source, with no build step. Node strips this
// file's types itself; the contract's modules import each other without file extensions, which Vite's
// module runner handles (as the mock server's start.ts does).
import { runnerImport } from 'vite';
import type * as Cli from './cli';

const { module: cli } = await runnerImport<typeof Cli>(`${import.meta.dirname}/cli.ts`, {
  logLevel: 'error',
});
process.exitCode = await cli.main(process.argv.slice(2));
