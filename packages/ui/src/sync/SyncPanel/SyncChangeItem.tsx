import { useId, useRef } from 'react';
import { t } from '../../i18n';
import { Cluster } from '../../layout';
import { Button } from '../../primitives/Button';
import { useCopyText } from '../../primitives/clipboard';
import { AlertIcon, CheckIcon } from '../../primitives/icons';
import { describeSyncChange, typedTextOf } from '../describe-change';
import { ClockIcon } from '../sync-icons';
import type { SyncChange } from '../types';
import { ChangeState, CopyStatus, Item, StuckHint, Summary, TypedText } from './SyncPanel.styles';
import '../../i18n/messages/sync';

export interface SyncChangeItemProps {
  change: SyncChange;
  onDismiss: (id: string) => void;
  /** Tries a stuck change again now. */
  onRetry: (id: string) => void;
}

function stateText(change: SyncChange): string {
  if (change.state === 'waiting') return t('sync.panel.waiting');
  const message = change.refusal?.trim();
  if (change.state === 'stuck') {
    return message ? t('sync.panel.stuck', { message }) : t('sync.panel.stuckFallback');
  }
  return message ? t('sync.panel.refused', { message }) : t('sync.panel.refusedFallback');
}

/**
 * One change of the device's outbox. A refused or stuck one shows what the person typed in full (taking
 * it off would otherwise lose it), a button to copy it and one to take the change off the list; a
 * stuck one can also be tried again now.
 */
export function SyncChangeItem({ change, onDismiss, onRetry }: SyncChangeItemProps) {
  const summaryId = useId();
  const typedTextRef = useRef<HTMLDivElement>(null);
  const { outcome, copy, hasToasts } = useCopyText(t('sync.panel.copied'));
  const summary = describeSyncChange(change.subject);
  const stuck = change.state === 'stuck';
  const refused = change.state === 'refused';
  const needsAction = stuck || refused;
  const typedText = needsAction ? typedTextOf(change.subject) : null;

  async function copyTypedText(text: string) {
    const result = await copy(text);
    // Selected for them, so copying by hand is one gesture away.
    if (result === 'failed' && typedTextRef.current) {
      window.getSelection()?.selectAllChildren(typedTextRef.current);
    }
  }

  return (
    <Item data-state={change.state}>
      {/* Focus lands here when the change before it is dismissed (see SyncPanel). */}
      <Summary id={summaryId} tabIndex={-1} data-focus-after-dismiss="">
        {summary}
      </Summary>
      <ChangeState data-state={change.state}>
        {needsAction ? <AlertIcon size={16} /> : <ClockIcon size={16} />}
        {stateText(change)}
      </ChangeState>
      {stuck ? <StuckHint>{t('sync.panel.stuckHint')}</StuckHint> : null}
      {typedText ? <TypedText ref={typedTextRef}>{typedText}</TypedText> : null}
      {needsAction ? (
        <Cluster align="stretch">
          {stuck ? (
            <Button
              variant="secondary"
              aria-label={t('sync.panel.retryLabel', { change: summary })}
              onClick={() => onRetry(change.id)}
            >
              {t('common.retry')}
            </Button>
          ) : null}
          {typedText ? (
            <Button variant="secondary" aria-describedby={summaryId} onClick={() => copyTypedText(typedText)}>
              {t('sync.panel.copy')}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            aria-label={
              stuck
                ? t('sync.panel.dismissStuckLabel', { change: summary })
                : t('sync.panel.dismissLabel', { change: summary })
            }
            onClick={() => onDismiss(change.id)}
          >
            {t('sync.panel.dismiss')}
          </Button>
        </Cluster>
      ) : null}
      {typedText ? (
        <CopyStatus
          role="status"
          data-outcome={outcome}
          data-screen-reader-only={hasToasts && outcome === 'copied'}
        >
          {outcome === 'copied' ? (
            <>
              <CheckIcon size={16} />
              {t('sync.panel.copied')}
            </>
          ) : null}
          {outcome === 'failed' ? (
            <>
              <AlertIcon size={16} />
              {t('sync.panel.copyFailed')}
            </>
          ) : null}
        </CopyStatus>
      ) : null}
    </Item>
  );
}
