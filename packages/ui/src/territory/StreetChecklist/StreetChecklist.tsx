import { type ReactNode, useId } from 'react';
import { rejectionMessage } from '../../errors/rejection-message';
import { t } from '../../i18n';
import { Checkbox } from '../../primitives/Checkbox';
import { PendingBadge } from '../../primitives/PendingBadge';
import { useToast } from '../../primitives/Toast';
import type { Street, StreetStatus } from '../types';
import { Aside, EmptyText, Fieldset, Legend, StreetRow } from './StreetChecklist.styles';
import '../../i18n/messages/territory';

export interface StreetChecklistProps {
  /** The streets as the app has them, queued changes already applied: the ticks follow these statuses. */
  streets: readonly Street[];
  /**
   * Asks for a street's next status ('done' ↔ 'pending'). The tick changes only when `streets` does,
   * so a change that was not kept never looks kept. A rejection (the server refused the change) is
   * shown here as a toast with its message.
   */
  onToggleStreet: (street: Street, status: StreetStatus) => void | Promise<void>;
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
  const toast = useToast();
  const toggle = (street: Street) => {
    Promise.resolve(onToggleStreet(street, nextStreetStatus(street.status))).catch((error: unknown) =>
      toast.error(rejectionMessage(error, t('common.genericError'))),
    );
  };

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
              onChange={() => toggle(street)}
            />
            {pending ? <PendingBadge id={pendingId} /> : null}
            {streetAside ? <Aside>{streetAside(street)}</Aside> : null}
          </StreetRow>
        );
      })}
    </Fieldset>
  );
}
