import { addTexts } from '../catalogue';

/** Login, registration, invitation and Google sign-in (spec §2 login and registration, §5, §8). */
export const auth = {
  'auth.login.title': 'Connexion',
  'auth.login.forgotPassword': 'Mot de passe oublié ?',
  'auth.login.submit': 'Se connecter',
  'auth.login.submitting': 'Connexion...',
  'auth.login.switchToRegister': 'Pas encore de compte ? Inscrivez-vous',

  'auth.screen.brand': 'Prospect',
  'auth.screen.tagline': 'La prospection terrain de votre agence immobilière',

  'auth.google.signIn': 'Se connecter avec Google',
  'auth.google.signUp': "S'inscrire avec Google",
  'auth.google.loading': 'Connexion avec Google...',
} as const;

addTexts(auth);
