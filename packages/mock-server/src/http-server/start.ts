// `node start.ts [options]`: the CLI from TypeScript source, with no build step and no extra dependency.
// Node strips this file's types itself; the package's own modules import each other without file
// extensions (and use TypeScript-only syntax), which Vite's module runner handles, as in `vite.config.ts`.
import { runnerImport } from 'vite';
import type * as Cli from './cli';

const { module: cli } = await runnerImport<typeof Cli>(`${import.meta.dirname}/cli.ts`, {
  logLevel: 'error',
});
await cli.main(process.argv.slice(2));
