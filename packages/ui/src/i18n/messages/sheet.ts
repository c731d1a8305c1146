import { addTexts } from '../catalogue';

/** The printed field sheet of a sector (territory/FieldSheet). */
export const sheet = {
  'sheet.title': 'Fiche terrain',
  'sheet.printedOn': 'Imprimée le {date}',
  'sheet.map': 'Plan du secteur {name}',
  'sheet.noMap': "Plan indisponible : le secteur n'a pas de tracé.",
  'sheet.streetDone': 'faite',
  'sheet.streetPending': 'à faire',
  'sheet.notes': 'Notes du secteur',
  'sheet.noNotes': 'Aucune note dans ce secteur.',
  'sheet.contacts': 'Contacts du secteur',
  'sheet.noContacts': 'Aucun contact noté dans ce secteur.',
} as const;

addTexts(sheet);
