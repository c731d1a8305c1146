import { useId, useRef } from 'react';
import { t } from '../../i18n';
import { Cluster } from '../../layout';
import { Button } from '../../primitives/Button';
import { useCopyText } from '../../primitives/clipboard';
import { AlertIcon, CheckIcon } from '../../primitives/icons';
import { describeSyncChange, typedTextOf } from '../describeChange';
import { ClockIcon } from '../syncIcons';
import type { SyncChange } from '../types';
import { ChangeState, CopyStatus, Item, Summary, TypedText } from './SyncPanel.styles';
import '../../i18n/messages/sync';

export interface SyncChangeItemProps {
  change: SyncChange;
  onDismiss: (id: string) => void;
}

function stateText(change: SyncChange): string {
  if (change.state === 'waiting') return t('sync.panel.waiting');
  const message = change.refusal?.trim();
  return message ? t('sync.panel.refused', { message }) : t('sync.panel.refusedFallback');
}

/**
 * One change of the device's outbox. A refused one shows what the person typed in full (a refusal
 * would otherwise lose it), a button to copy it and one to take the change off the list.
 */
export function SyncChangeItem({ change, onDismiss }: SyncChangeItemProps) {
  const summaryId = useId();
  const typedTextRef = useRef<HTMLDivElement>(null);
  const { outcome, copy, hasToasts } = useCopyText(t('sync.panel.copied'));
  const summary = describeSyncChange(change.subject);
  const refused = change.state === 'refused';
  const typedText = refused ? typedTextOf(change.subject) : null;

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
        {refused ? <AlertIcon size={16} /> : <ClockIcon size={16} />}
        {stateText(change)}
      </ChangeState>
      {typedText ? <TypedText ref={typedTextRef}>{typedText}</TypedText> : null}
      {refused ? (
        <Cluster align="stretch">
          {typedText ? (
            <Button variant="secondary" aria-describedby={summaryId} onClick={() => copyTypedText(typedText)}>
              {t('sync.panel.copy')}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            aria-label={t('sync.panel.dismissLabel', { change: summary })}
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
