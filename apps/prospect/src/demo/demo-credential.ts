/** The demo's stand-in for Google: a fixed identity the mock backend knows (or a new one, to sign up). */
export async function demoCredential(intent: 'signIn' | 'signUp'): Promise<string> {
  // Inline condition so production builds drop the branch and the mock with it.
  if (import.meta.env.VITE_DEMO === 'true') {
    const { googleCredential } = await import('@prospect/mock-server');
    return intent === 'signIn'
      ? googleCredential({
          sub: 'google-camille-martin',
          email: 'agent@prospect.demo',
          given_name: 'Camille',
        })
      : googleCredential({
          sub: 'google-demo-newcomer',
          email: 'nouvelle.recrue@gmail.demo',
          given_name: 'Léa',
          family_name: 'Nouvel',
        });
  }
  throw new Error('the demo identity provider exists only in the demo build');
}
