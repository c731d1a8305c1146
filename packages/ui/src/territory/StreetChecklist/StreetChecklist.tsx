import { useState } from 'react';
import { t } from '../../i18n';
import { Checkbox } from '../../primitives/Checkbox';
import type { Street, StreetStatus } from '../types';
import { EmptyText, Fieldset, Legend } from './StreetChecklist.styles';
import { nextStatus, type PendingToggle, shownStatus } from './streetStatusOverrides';

export interface StreetChecklistProps {
  streets: readonly Street[];
  /** Saves a street's new status (PATCH /api/accounts/streets/{id}/). */
  onToggleStreet: (street: Street, status: StreetStatus) => Promise<void>;
  /** 'Aucune rue trouvée.' by default. */
  emptyText?: string | undefined;
}

/**
 * One checkbox per street: ticked when done. The tick shows at once and holds until the app's data
 * catches up; a failed save puts it back and is only logged (spec §8: no message for street updates).
 */
export function StreetChecklist({
  streets,
  onToggleStreet,
  emptyText = t('territory.streets.empty'),
}: StreetChecklistProps) {
  const [pending, setPending] = useState<ReadonlyMap<number, PendingToggle>>(new Map());

  if (streets.length === 0) return <EmptyText>{emptyText}</EmptyText>;

  function forget(streetId: number, toggle: PendingToggle) {
    setPending((current) => {
      if (current.get(streetId) !== toggle) return current;
      const next = new Map(current);
      next.delete(streetId);
      return next;
    });
  }

  async function toggle(street: Street) {
    const to = nextStatus(shownStatus(street, pending));
    const change: PendingToggle = { from: street.status, to };
    setPending((current) => new Map(current).set(street.id, change));
    try {
      await onToggleStreet(street, to);
    } catch (error) {
      console.warn('street status update failed', street.id, error);
      forget(street.id, change);
    }
  }

  return (
    <Fieldset>
      <Legend>{t('territory.streets.checklist')}</Legend>
      {streets.map((street) => (
        <Checkbox
          key={street.id}
          label={street.name}
          checked={shownStatus(street, pending) === 'done'}
          onChange={() => void toggle(street)}
        />
      ))}
    </Fieldset>
  );
}
