import { addTexts } from '../catalogue';

/**
 * Optional extension « portes »: a street's doors, one outcome each, when the server knows them. Not
 * in the spec: written in its voice (short, plain, vous).
 */
export const doors = {
  'doors.back': 'Retour au secteur',
  'doors.progress': '{visited} / {total} portes',
  'doors.progressLabel': 'Portes visitées',
  'doors.order.label': 'Ordre de passage',
  'doors.order.oddFirst': 'Impairs d’abord',
  'doors.order.evenFirst': 'Pairs d’abord',
  'doors.list': 'Portes de la rue',
  'doors.loadFailed': 'Erreur chargement des portes.',
  'doors.offline.description': 'Les portes de cette rue s’afficheront ici au retour du réseau.',
  'doors.empty.title': 'Aucune porte pour cette rue',
  'doors.empty.description': 'Ajoutez les numéros au fil de la rue.',

  'doors.outcome.notVisited': 'Pas encore visité',
  'doors.outcome.absent': 'Absent',
  'doors.outcome.notInterested': 'Pas intéressé',
  'doors.outcome.flyerLeft': 'Flyer déposé',
  'doors.stopPub': 'STOP PUB',
  'doors.failed': 'Non enregistrée',
  'doors.returnOn': 'Revenir le {date}',

  'doors.side.oddAbsent': 'Tout le côté impair absent',
  'doors.side.evenAbsent': 'Tout le côté pair absent',
  'doors.side.message.one': '1 porte pas encore visitée passe à « Absent ».',
  'doors.side.message.other': '{count} portes pas encore visitées passent à « Absent ».',
  'doors.side.confirm': 'Marquer absent',
  'doors.flyer.action': 'Flyer déposé dans toute la rue',
  'doors.flyer.message.one': '1 boîte passe à « Flyer déposé ».',
  'doors.flyer.message.other': '{count} boîtes passent à « Flyer déposé ».',
  'doors.flyer.skipped.one': '1 boîte STOP PUB passée',
  'doors.flyer.skipped.other': '{count} boîtes STOP PUB passées',
  'doors.flyer.confirm': 'Valider le passage',
  'doors.flyer.last': 'Flyers déposés le {date}',
  'doors.bulkFailed': 'Les portes n’ont pas pu être mises à jour.',

  'doors.add.action': 'Ajouter un numéro',
  'doors.add.number': 'Numéro',
  'doors.add.hint': 'Comme sur la façade : 12, 12 bis, 7-9.',
  'doors.add.required': 'Indiquez le numéro.',
  'doors.add.tooLong': 'Le numéro tient en 20 caractères au plus.',
  'doors.add.duplicate': 'Le {number} est déjà dans la liste.',

  'doors.done.message': 'Toutes les portes ont un résultat.',
  'doors.done.action': 'Marquer la rue comme faite',

  'doors.sheet.title': 'Porte {number}',
  'doors.sheet.outcome': 'Résultat de la visite',
  'doors.sheet.note': 'Commentaire',
  'doors.sheet.stopPub': 'Boîte STOP PUB',
  'doors.sheet.stopPubRefused': 'Pas de flyer dans une boîte STOP PUB.',
  'doors.sheet.saveFailed': 'La porte n’a pas pu être enregistrée.',
  'doors.sheet.return': 'Prévoir un retour',
  'doors.sheet.returnDate': 'Date',
  'doors.sheet.returnTime': 'Heure',
  'doors.sheet.returnAction': 'Revenir le {date} à {time}',
  'doors.sheet.returnInvalid': 'Choisissez une date et une heure.',
  'doors.sheet.returnFailed': 'Le retour n’a pas pu être prévu.',
  'doors.sheet.returnPlanned': 'Ajouté au calendrier : {title}.',
  'doors.returnEvent.title': 'Revenir au {address}',

  'doors.link': 'Portes',
  'doors.link.label': 'Portes de {street}',
  'doors.link.count': '{visited} / {total}',
} as const;

addTexts(doors);
