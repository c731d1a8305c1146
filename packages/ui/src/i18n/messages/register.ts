import { addTexts } from '../catalogue';

/** Registration, invitation and Google sign-in (spec §2 registration, §5, §8). */
export const register = {
  'register.title': 'Inscription',
  'register.passwordConfirm': 'Confirmer le mot de passe',
  'register.cityPlaceholder': 'Choisir une ville',
  'register.cityPicker.title': 'Sélectionnez votre ville',
  'register.submit': "S'inscrire",
  'register.submitting': 'Inscription...',
  'register.switchToLogin': 'Déjà un compte ? Connectez-vous',

  'register.firstNameRequired': 'Le prénom est requis.',
  'register.lastNameRequired': 'Le nom est requis.',
  'register.passwordConfirmRequired': 'Veuillez confirmer le mot de passe.',
  'register.cityRequired': 'Veuillez sélectionner votre ville.',
  'register.emailInvalid': "Format d'email invalide",
  'register.passwordTooShort': 'Le mot de passe doit contenir au moins 8 caractères',
  'register.passwordMismatch': 'Les mots de passe ne correspondent pas',

  'register.invitation.checking': "Vérification de l'invitation...",
  'register.invitation.valid': 'Invitation reconnue : votre email est déjà renseigné.',
} as const;

addTexts(register);
