/** Where Google ID tokens come from: Google's own script when a client id is configured, else the demo's. */
export type IdentityProvider = { kind: 'google'; clientId: string } | { kind: 'demo' } | { kind: 'none' };

export function identityProvider(clientId: string): IdentityProvider {
  if (clientId) return { kind: 'google', clientId };
  return import.meta.env.VITE_DEMO === 'true' ? { kind: 'demo' } : { kind: 'none' };
}
