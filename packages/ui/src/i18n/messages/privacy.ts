import { addTexts } from '../catalogue';

/** Privacy policy page (spec §1). */
export const privacy = {
  'privacy.back': 'Retour',
  'privacy.updated': 'Dernière mise à jour : {date}',
  'privacy.intro':
    'Prospect aide les équipes commerciales des agences immobilières à organiser leur prospection terrain. Cette page explique quelles données nous collectons, pourquoi nous les utilisons et comment exercer vos droits.',

  'privacy.collected.title': 'Données collectées',
  'privacy.collected.account':
    'Informations de compte : votre adresse email et votre nom (prénom et nom), ainsi que votre ville de rattachement.',
  'privacy.collected.login':
    "Données de connexion : les jetons d'accès qui maintiennent votre session ouverte, conservés dans votre navigateur, et l'identifiant transmis par Google si vous vous connectez avec Google.",
  'privacy.collected.location':
    "Géolocalisation : votre position, uniquement si vous l'autorisez, pour centrer la carte sur l'endroit où vous vous trouvez. Votre choix est mémorisé dans votre navigateur et vous pouvez le modifier à tout moment.",

  'privacy.uses.title': 'Utilisation des données',
  'privacy.uses.service':
    'Fournir le service : afficher vos zones, îlots, rues, notes, favoris et votre calendrier, et partager le travail au sein de votre agence.',
  'privacy.uses.personalisation':
    "Personnaliser votre expérience : vous saluer par votre prénom, afficher votre photo de profil et vos statistiques de l'année.",
  'privacy.uses.security':
    'Assurer la sécurité : vérifier votre identité à chaque connexion et réserver les données de votre agence à ses seuls membres.',

  'privacy.cookies.title': 'Cookies',
  'privacy.cookies.body':
    "Prospect n'utilise aucun cookie publicitaire ni de mesure d'audience. Seuls des éléments techniques indispensables sont déposés : un cookie de protection contre la falsification de requêtes et le stockage local de votre navigateur pour votre session et votre préférence de géolocalisation.",

  'privacy.contact.body':
    "Pour toute question sur vos données, ou pour demander leur consultation, leur rectification ou leur suppression, contactez l'administrateur de votre agence.",
  'privacy.contact.email': 'Vous pouvez aussi nous écrire à :',
} as const;

addTexts(privacy);
