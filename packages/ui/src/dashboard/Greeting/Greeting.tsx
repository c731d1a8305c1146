import type { ReactNode } from 'react';
import { formatLongDate, t } from '../../i18n';
import { Stack } from '../../layout';
import { Hello, Today } from './Greeting.styles';
import '../../i18n/messages/dashboard';

export interface GreetingProps {
  firstName: string;
  /** Passed in rather than read from the clock, so stories and screenshots stay the same every day. */
  today: Date;
  /** The profile photo button sits beside the greeting. */
  avatar?: ReactNode;
}

export function Greeting({ firstName, today, avatar }: GreetingProps) {
  return (
    <Stack as="header" gap="xs">
      {avatar}
      <Hello>{t('dashboard.greeting', { firstName })}</Hello>
      <Today>{t('dashboard.today', { date: formatLongDate(today) })}</Today>
    </Stack>
  );
}
