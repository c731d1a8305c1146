import { addTexts } from '../catalogue';

/** Dashboard: greeting, stats, zones list, map toggle (spec §2 dashboard). */
export const dashboard = {
  'dashboard.greeting': 'Bonjour, {firstName} !',
  'dashboard.today': 'Nous sommes le {date}.',
  'dashboard.profileUnavailable.title': 'Votre profil ne peut pas être chargé',
  'dashboard.profileUnavailable.message':
    'Le serveur ne répond pas pour le moment. Vous restez connecté : réessayez dans un instant.',

  'dashboard.photo.change': 'Changer la photo de profil',
  'dashboard.photo.uploading': 'Envoi de la photo...',
  'dashboard.photo.notImage': 'Veuillez choisir un fichier image (JPEG, PNG, WebP…).',
  'dashboard.photo.tooLarge': 'Cette image dépasse {maxMegabytes}\u00a0Mo. Choisissez-en une plus légère.',
  'dashboard.photo.uploadFailed': "La photo n'a pas pu être enregistrée. Réessayez.",

  'dashboard.stats.title': "Mes statistiques de l'année",
  'dashboard.stats.zones': 'Zones terminées',
  'dashboard.stats.estimations': 'Estimations',
  'dashboard.stats.contacts': 'Contacts',
  'dashboard.stats.ratio': '{done} / {total}',
  'dashboard.stats.completion': 'Avancement des rues',

  'dashboard.zones.emptyHint': 'Ajoutez une zone depuis la carte pour commencer.',

  'dashboard.map.title': 'Carte des zones',
  'dashboard.map.add': 'Ajouter une zone',
  'dashboard.map.creating': 'Création en cours...',
  'dashboard.map.addHint': 'Cliquez sur la carte pour créer une zone',

  'dashboard.impersonation.active': 'Session ouverte en tant que {name}',
  'dashboard.impersonation.by': 'Votre compte : {email}',
  'dashboard.impersonation.stop': 'Revenir à mon compte',
  'dashboard.impersonation.stopping': 'Retour en cours...',
} as const;

addTexts(dashboard);
