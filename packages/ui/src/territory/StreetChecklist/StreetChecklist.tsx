import { type ReactNode, useId } from 'react';
import { t } from '../../i18n';
import { Checkbox } from '../../primitives/Checkbox';
import { PendingBadge } from '../../primitives/PendingBadge';
import type { Street, StreetStatus } from '../types';
import { Aside, EmptyText, Fieldset, Legend, StreetRow } from './StreetChecklist.styles';
import '../../i18n/messages/territory';

export interface StreetChecklistProps {
  /** The streets as the app has them, queued changes already applied: the ticks follow these statuses. */
  streets: readonly Street[];
  /**
   * Asks for a street's next status ('done' ↔ 'pending'). The tick changes only when `streets` does,
   * so a change that was not kept never looks kept.
   */
  onToggleStreet: (street: Street, status: StreetStatus) => void;
  /** Streets whose change is kept on this device, not yet sent: marked 'Pas encore envoyé'. */
  pendingStreetIds?: ReadonlySet<number> | undefined;
  /** 'Aucune rue trouvée.' by default. */
  emptyText?: string | undefined;
  /**
   * What a street row shows after its tick, such as the link to its doors when the server has them
   * (the doors extension); nothing by default, which is the spec's checklist.
   */
  streetAside?: ((street: Street) => ReactNode) | undefined;
}

/** Ticking a done street undoes it; ticking any other marks it done. */
function nextStreetStatus(status: StreetStatus): StreetStatus {
  return status === 'done' ? 'pending' : 'done';
}

/** One checkbox per street, ticked when done. Controlled: it shows the given statuses and nothing else. */
export function StreetChecklist({
  streets,
  onToggleStreet,
  pendingStreetIds,
  emptyText = t('territory.streets.empty'),
  streetAside,
}: StreetChecklistProps) {
  const idPrefix = useId();

  if (streets.length === 0) return <EmptyText>{emptyText}</EmptyText>;

  return (
    <Fieldset>
      <Legend>{t('territory.streets.checklist')}</Legend>
      {streets.map((street) => {
        const pending = pendingStreetIds?.has(street.id) ?? false;
        // Ids may be negative (created offline); '-' is valid in an id.
        const pendingId = `${idPrefix}-pending-${street.id}`;
        return (
          <StreetRow key={street.id}>
            <Checkbox
              label={street.name}
              checked={street.status === 'done'}
              aria-describedby={pending ? pendingId : undefined}
              onChange={() => onToggleStreet(street, nextStreetStatus(street.status))}
            />
            {pending ? <PendingBadge id={pendingId} /> : null}
            {streetAside ? <Aside>{streetAside(street)}</Aside> : null}
          </StreetRow>
        );
      })}
    </Fieldset>
  );
}
