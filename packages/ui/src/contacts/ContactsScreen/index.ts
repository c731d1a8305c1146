export { CONTACTS_PAGE_SIZE, ContactsScreen, type ContactsScreenProps } from './ContactsScreen';
