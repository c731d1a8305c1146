import { CalendarScreen, t } from '@prospect/ui';
import type { RouteHandle } from '../../shell/route-handles';
import { useCalendarScreen } from './use-calendar-screen';
import '@prospect/ui/i18n/messages/calendar';

export const handle: RouteHandle = { title: () => t('calendar.title') };

export function Component() {
  const screen = useCalendarScreen();
  return <CalendarScreen {...screen} />;
}
