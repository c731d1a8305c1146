/** Login, registration, invitation and Google sign-in (spec §2 login and registration, §5, §8). */
export const auth = {
  'auth.login.title': 'Connexion',
  'auth.login.email': 'Email',
  'auth.login.password': 'Mot de passe',
  'auth.login.forgotPassword': 'Mot de passe oublié ?',
  'auth.login.submit': 'Se connecter',
  'auth.login.submitting': 'Connexion...',
  'auth.login.or': 'Ou',
  'auth.login.switchToRegister': 'Pas encore de compte ? Inscrivez-vous',
  'auth.login.emailRequired': "L'email est requis.",
  'auth.login.passwordRequired': 'Le mot de passe est requis.',
  'auth.login.failed': 'Identifiants incorrects. Veuillez réessayer.',
  'auth.login.networkError': 'Erreur de connexion. Veuillez réessayer.',
} as const;
