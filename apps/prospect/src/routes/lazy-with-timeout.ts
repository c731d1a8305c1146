/** Spec §9: a lazily loaded part that has not arrived after 120 s has failed. */
export const LAZY_CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super('chunk-load-timeout');
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Wraps a route module import so a stalled download ends in the error screen instead of hanging. */
export function lazyWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = LAZY_CHUNK_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}
