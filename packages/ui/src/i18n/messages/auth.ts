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

  'auth.screen.brand': 'Prospect',
  'auth.screen.tagline': 'La prospection terrain de votre agence immobilière',

  'auth.google.signIn': 'Se connecter avec Google',
  'auth.google.signUp': "S'inscrire avec Google",
  'auth.google.loading': 'Connexion avec Google...',
  'auth.google.accountNotFound': "Compte non trouvé. Veuillez vous inscrire d'abord.",
  'auth.google.invalidResponse': 'Erreur lors de la connexion : données de réponse invalides',
  'auth.google.loginFailed': 'Erreur lors de la connexion avec Google',
  'auth.google.widgetFailed': 'La connexion avec Google a échoué',
  'auth.google.accountExists': 'Un compte existe déjà avec cet email. Veuillez vous connecter.',
  'auth.google.registerFailed': "Erreur lors de l'inscription avec Google",
} as const;
