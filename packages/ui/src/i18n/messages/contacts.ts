import { addTexts } from '../catalogue';

/**
 * « Mes contacts »: the contacts and estimations logged at the door (GET /api/house-notes/) and their
 * follow-up. Not a screen of the spec: written in its voice (short, plain, vous).
 */
export const contacts = {
  'contacts.title': 'Mes contacts',
  'contacts.search': 'Rechercher dans vos contacts',
  'contacts.filter.label': 'Afficher',
  'contacts.filter.all': 'Tous',
  'contacts.filter.interested': 'Intéressés',
  'contacts.filter.thinking': 'Réfléchissent',
  'contacts.list': 'Liste des contacts',
  'contacts.count.one': '1 contact',
  'contacts.count.other': '{count} contacts',
  'contacts.more': 'Afficher {count} contacts de plus',
  'contacts.year.only': 'Notés en {year}',
  'contacts.year.all': 'Toutes les années',

  'contacts.card.noText': 'Sans commentaire',
  'contacts.card.textMore': 'Afficher plus',
  'contacts.card.textLess': 'Afficher moins',

  'contacts.callBack.planned': 'Rappel prévu le {date} à {time}',
  'contacts.callBack.schedule': 'Planifier un rappel',
  'contacts.callBack.title': 'Rappeler : {text}',
  'contacts.callBack.saved': 'Rappel ajouté au calendrier.',
  'contacts.favorite.add': 'Ajouter aux favoris',
  'contacts.favorite.saved': 'Ajouté à vos favoris.',
  'contacts.favorite.already': 'Dans vos favoris',

  'contacts.empty.title': 'Aucun contact pour le moment',
  'contacts.empty.description':
    'Notez les personnes rencontrées depuis la page d’un secteur, dans « Noter un contact ».',
  'contacts.noMatch.title': 'Aucun contact ne correspond',
  'contacts.noMatch.description': 'Essayez un autre mot, ou affichez tous vos contacts.',
  'contacts.noMatch.reset': 'Afficher tous les contacts',
  'contacts.offline.description': 'Vos contacts s’afficheront ici au retour du réseau.',
} as const;

addTexts(contacts);
