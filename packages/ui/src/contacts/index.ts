export * from './ContactCard';
export * from './ContactsScreen';
export {
  CALL_BACK_EXCERPT_LENGTH,
  callBackDraft,
  callBackFinder,
  excerptOf,
  favoriteDraft,
  favoriteFinder,
  tomorrowMorning,
} from './contact-details';
export {
  type ContactEntry,
  contactEntries,
  filterContacts,
  searchTextOf,
  warmSearchTexts,
} from './contact-list';
export {
  type CallBackModalProps,
  type CallBackValues,
  CONTACT_FILTERS,
  type ContactFavoriteValues,
  type ContactFilter,
} from './types';
