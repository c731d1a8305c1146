/** Knobs a test or a story can turn. Lifetimes are short in tests so refresh paths get exercised. */
export interface MockConfig {
  accessTokenLifetimeMs: number;
  refreshTokenLifetimeMs: number;
  /** Artificial latency in milliseconds; 0 in tests, a little in the demo so loading states show. */
  latencyMs: number;
}

export const defaultConfig: MockConfig = {
  accessTokenLifetimeMs: 5 * 60_000,
  refreshTokenLifetimeMs: 7 * 24 * 3_600_000,
  latencyMs: 0,
};

export const config: MockConfig = { ...defaultConfig };

export function configure(overrides: Partial<MockConfig>): void {
  Object.assign(config, overrides);
}
