import { t } from '../i18n';
import type { CalendarEventType } from './types';
import '../i18n/messages/calendar';

/** The French label of each event type, as the type select and the day panel show it. */
export function eventTypeLabel(type: CalendarEventType): string {
  switch (type) {
    case 'prospection':
      return t('calendar.type.prospection');
    case 'rdv':
      return t('calendar.type.rdv');
    default:
      return t('calendar.type.navigation');
  }
}
