import { CalendarScreen, t } from '@prospect/ui';
import type { RouteHandle } from '../../shell/RootLayout';
import { useCalendarScreen } from './useCalendarScreen';

export const handle: RouteHandle = { title: () => t('calendar.title') };

export function Component() {
  const screen = useCalendarScreen();
  return <CalendarScreen {...screen} />;
}
