import { addTexts } from '../catalogue';

/**
 * Texts more than one screen shows: loading, generic errors, buttons, form fields. A text lives under one
 * key only (the catalogue test checks it), so a word two screens share is written here once.
 */
export const common = {
  'common.loading': 'Chargement...',
  /** The privacy policy's title, also the login page's link to it. */
  'common.privacyPolicy': 'Politique de confidentialité',
  'common.cancel': 'Annuler',
  'common.add': 'Ajouter',
  'common.edit': 'Modifier',
  'common.delete': 'Supprimer',
  'common.close': 'Fermer',
  'common.save': 'Enregistrer',
  'common.saving': 'Enregistrement...',
  'common.update': 'Mettre à jour',
  'common.updating': 'Mise à jour...',
  'common.retry': 'Réessayer',
  'common.or': 'Ou',
  'common.genericError': 'Une erreur est survenue.',
  'common.onDate': 'Le {date}',
  'common.contact': 'Contact',
  'common.streetsDone': 'Rues terminées',

  // Form fields, and the labels of spec §8's registration errors, which name the same fields.
  'common.field.email': 'Email',
  'common.field.emailRequired': "L'email est requis.",
  'common.field.password': 'Mot de passe',
  'common.field.passwordRequired': 'Le mot de passe est requis.',
  'common.field.firstName': 'Prénom',
  'common.field.name': 'Nom',
  'common.field.city': 'Ville',

  // The agencies' cities (spec §9): shown, and sent as the agency.
  'common.city.laBaule': 'La Baule-Escoublac',
  'common.city.pornic': 'Pornic',
  'common.city.nantes': 'Nantes',
  'common.city.vertou': 'Vertou',
  'common.field.title': 'Titre',
  'common.field.titleRequired': 'Le titre est requis.',
  'common.field.type': 'Type',
} as const;

addTexts(common);
