import { addTexts } from '../catalogue';

/** Calendar screen (spec §2 calendar, §8 events errors). */
export const calendar = {
  'calendar.title': 'Calendrier',
  'calendar.add': 'Ajouter un événement',
  'calendar.previousMonth': 'Précédent',
  'calendar.nextMonth': 'Suivant',
  'calendar.weekday.mon': 'Lun',
  'calendar.weekday.tue': 'Mar',
  'calendar.weekday.wed': 'Mer',
  'calendar.weekday.thu': 'Jeu',
  'calendar.weekday.fri': 'Ven',
  'calendar.weekday.sat': 'Sam',
  'calendar.weekday.sun': 'Dim',
  'calendar.moreEvents': '+{count}',
  'calendar.moreEventsLabel': '{count} autres événements',
  'calendar.type.prospection': 'Prospection',
  'calendar.type.rdv': 'Rendez-vous',
  'calendar.type.navigation': 'Navigation',
  'calendar.day.empty': 'Aucun événement pour cette date.',
  'calendar.day.open': 'Voir / Modifier',
  'calendar.day.location': 'Lieu : {location}',
  'calendar.delete.title': 'Supprimer cet événement ?',
  'calendar.delete.message': "Êtes-vous sûr de vouloir supprimer l'événement « {title} » ?",
  'calendar.modal.editTitle': "Modifier l'événement",
  'calendar.field.description': 'Description',
  'calendar.field.location': 'Lieu',
  'calendar.field.dateTime': 'Date et heure',
} as const;

addTexts(calendar);
