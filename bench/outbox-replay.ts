// `node bench/outbox-replay.ts` prints the figures; `bench/run.ts` calls `measureOutboxReplay`.
import { runnerImport } from 'vite';
import type * as Measure from './outbox-replay-measure.ts';

export type { OutboxReplayRun } from './outbox-replay-measure.ts';

export async function measureOutboxReplay(): Promise<Measure.OutboxReplayRun[]> {
  const { module } = await runnerImport<typeof Measure>(`${import.meta.dirname}/outbox-replay-measure.ts`, {
    logLevel: 'error',
  });
  return module.measureOutboxReplay();
}

if (import.meta.filename === process.argv[1]) {
  process.stdout.write(`${JSON.stringify(await measureOutboxReplay(), null, 2)}\n`);
}
