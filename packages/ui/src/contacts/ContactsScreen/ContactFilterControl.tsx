import { t } from '../../i18n';
import type { ContactFilter } from '../types';
import { Segment, Segments } from './ContactsScreen.styles';
import '../../i18n/messages/contacts';

const OPTIONS: readonly { value: ContactFilter; label: () => string }[] = [
  { value: 'all', label: () => t('contacts.filter.all') },
  { value: 'interested', label: () => t('contacts.filter.interested') },
  { value: 'thinking', label: () => t('contacts.filter.thinking') },
];

/**
 * Tous, Intéressés, Réfléchissent: toggle buttons (aria-pressed) in a named group, each in the tab
 * order and used with Enter or Space, as a choice of three needs nothing more to learn.
 */
export function ContactFilterControl({
  value,
  onChange,
}: {
  value: ContactFilter;
  onChange: (filter: ContactFilter) => void;
}) {
  return (
    <Segments role="group" aria-label={t('contacts.filter.label')}>
      {OPTIONS.map((option) => (
        <Segment
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label()}
        </Segment>
      ))}
    </Segments>
  );
}
