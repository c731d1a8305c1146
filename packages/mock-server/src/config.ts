/** Knobs a test or a story can turn. Lifetimes are short in tests so refresh paths get exercised. */
export interface MockConfig {
  accessTokenLifetimeMs: number;
  refreshTokenLifetimeMs: number;
  /**
   * How long a sign-in lasts at most: tokens rotated from it never live past this, so refreshing
   * forever does not keep a stolen refresh token alive forever.
   */
  sessionLifetimeMs: number;
  /**
   * Whether POST /api/token/blacklist/ exists (SimpleJWT with its blacklist app). Off, it answers 404
   * as a server without it does, so the app's path for a backend lacking the extension can be run.
   */
  tokenBlacklist: boolean;
  /**
   * Whether the « portes » extension (a street's doors) exists. Off, its routes answer 404 as a server
   * built from the spec alone does, so the app's path for a backend without doors can be run.
   */
  doors: boolean;
  /** Artificial latency in milliseconds; 0 unless a test, a scenario or a run asks for it. */
  latencyMs: number;
}

/** The demo's latency: none, so the demo shows the product at its own speed. */
export const DEMO_LATENCY_MS = 0;

export const defaultConfig: MockConfig = {
  accessTokenLifetimeMs: 5 * 60_000,
  refreshTokenLifetimeMs: 7 * 24 * 3_600_000,
  sessionLifetimeMs: 30 * 24 * 3_600_000,
  tokenBlacklist: true,
  doors: true,
  latencyMs: 0,
};

export const config: MockConfig = { ...defaultConfig };

export function configure(overrides: Partial<MockConfig>): void {
  Object.assign(config, overrides);
}
