import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../http';
import { runPreparation } from './run-preparation';

afterEach(() => vi.restoreAllMocks());

describe('runPreparation', () => {
  it('keeps its tile pace with two workers: each start a full interval after the one before', async () => {
    // A clock that only sleeping moves, so the pace is read exactly.
    let clock = 1_000;
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    const sleep = async (ms: number) => {
      await Promise.resolve();
      clock = Math.max(clock, clock + ms);
    };
    const starts: number[] = [];
    const tiles = Array.from({ length: 8 }, (_, index) => `/tiles/16/${index}/0.png`);
    await runPreparation({
      client: {} as ApiClient,
      keepAnswer: async () => undefined,
      keepTile: async () => {
        starts.push(clock);
        await Promise.resolve();
        return 1_000;
      },
      plan: { sectorIds: [], doors: { streetIds: [], keptWhilePlanning: [] }, tiles },
      done: new Set(),
      onStep: () => undefined,
      signal: new AbortController().signal,
      concurrency: 2,
      tileIntervalMs: 125,
      sleep,
    });
    expect(starts).toHaveLength(8);
    const gaps = starts.slice(1).map((start, index) => start - (starts[index] as number));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(125);
  });
});
