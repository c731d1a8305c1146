import { viewerByEmail } from './rules';
import { demoAccounts } from './seed-data';
import { issueTokenPair } from './tokens';

/**
 * A live token pair for a seeded account (default: Camille, the demo agent), without a login request:
 * for tests and stories that start signed in. Call after `seed()`.
 */
export function signIn(email: string = demoAccounts.agent): { access: string; refresh: string } {
  const viewer = viewerByEmail(email);
  if (!viewer) throw new Error(`signIn: no account ${email} (call seed() first)`);
  return issueTokenPair(viewer.user.id);
}
