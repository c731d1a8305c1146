import { ContactsScreen, EventModal, t } from '@prospect/ui';
import type { RouteHandle } from '../../shell/route-handles';
import { useContactsScreen } from './use-contacts-screen';
import '@prospect/ui/i18n/messages/contacts';

export const handle: RouteHandle = { title: () => t('contacts.title') };

export function Component() {
  const screen = useContactsScreen();
  // The calendar's event modal plans the call-back: one modal for every event the agent saves.
  return <ContactsScreen {...screen} CallBackModal={EventModal} />;
}
