import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { Button } from '../../primitives/Button';
import { AlertIcon, CheckIcon } from '../../primitives/icons';
import { ClockIcon, DeviceIcon, OfflineIcon, RetryIcon, SendingIcon } from '../sync-icons';
import type { SyncState } from '../types';
import { Actions, Bar, Hint, LiveRegion, Messages, Notice, NoticeText } from './SyncStatus.styles';
import '../../i18n/messages/sync';

export interface SyncStatusProps {
  state: SyncState;
  /** Changes kept on this device and not sent yet. */
  waiting: number;
  /** Changes the server refused, kept until the person dismisses them in the panel. */
  refused: number;
  /** Changes the server keeps failing on: still tried now and then, shown in the panel with actions. */
  stuck?: number;
  /** The data on screen was read from the device, not confirmed by the server. */
  stale: boolean;
  /** Sends the waiting changes now instead of at the next automatic try. */
  onRetry: () => void;
  /** Opens the list of this device's changes (SyncPanel). */
  onShowChanges: () => void;
}

type Tone = 'info' | 'warning' | 'success';

/** French counts: 1 takes the singular; 0 is never shown. */
function waitingCountText(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? t('sync.status.waiting.one') : t('sync.status.waiting.other', { count });
}

function refusedCountText(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? t('sync.status.refused.one') : t('sync.status.refused.other', { count });
}

function stuckCountText(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? t('sync.status.stuck.one') : t('sync.status.stuck.other', { count });
}

/** What the outbox is doing, as an icon, a tone and its lines; null when there is nothing to say. */
function stateNotice(
  state: SyncState,
  waiting: number,
): { tone: Tone; icon: ReactNode; lines: ReactNode } | null {
  const waitingText = waitingCountText(waiting);
  switch (state) {
    case 'offline':
      return {
        tone: 'warning',
        icon: <OfflineIcon />,
        lines: (
          <>
            <strong>{t('sync.status.offline')}</strong>
            {waitingText ? <span>{waitingText}</span> : null}
            {waitingText ? <Hint>{t('sync.status.offlineHint')}</Hint> : null}
          </>
        ),
      };
    case 'sending':
      return { tone: 'info', icon: <SendingIcon />, lines: <span>{t('sync.status.sending')}</span> };
    case 'retrying':
      return {
        tone: 'warning',
        icon: <RetryIcon />,
        lines: (
          <>
            <span>{t('sync.status.retrying')}</span>
            {waitingText ? <span>{waitingText}</span> : null}
          </>
        ),
      };
    case 'sent':
      return { tone: 'success', icon: <CheckIcon />, lines: <span>{t('sync.status.sent')}</span> };
    case 'idle':
      return waitingText ? { tone: 'info', icon: <ClockIcon />, lines: <span>{waitingText}</span> } : null;
  }
}

/**
 * The outbox at a glance, for every signed-in screen (the app places it above the bottom navigation on
 * phones). Normal states are polite status messages; a refusal is an alert, shown beside any state.
 * Takes no room when there is nothing to say, but keeps its live regions so the next message is read.
 */
export function SyncStatus({
  state,
  waiting,
  refused,
  stuck = 0,
  stale,
  onRetry,
  onShowChanges,
}: SyncStatusProps) {
  const notice = stateNotice(state, waiting);
  const refusedText = refusedCountText(refused);
  const stuckText = stuckCountText(stuck);
  const canRetry = state === 'retrying';
  const canShowChanges = waiting > 0 || refused > 0 || stuck > 0;
  const visible = notice !== null || refusedText !== null || stuckText !== null || stale;

  return (
    <Bar data-visible={visible}>
      <Messages>
        {/* Not atomic: a new count is read alone, not with the whole strip again. */}
        <LiveRegion role="status" aria-atomic="false">
          {notice ? (
            <Notice data-tone={notice.tone}>
              {notice.icon}
              <NoticeText>{notice.lines}</NoticeText>
            </Notice>
          ) : null}
          {stale ? (
            <Notice data-tone="neutral">
              <DeviceIcon />
              <NoticeText>{t('sync.status.stale')}</NoticeText>
            </Notice>
          ) : null}
        </LiveRegion>
        <LiveRegion role="alert">
          {stuckText ? (
            <Notice data-tone="danger">
              <AlertIcon />
              <NoticeText>{stuckText}</NoticeText>
            </Notice>
          ) : null}
          {refusedText ? (
            <Notice data-tone="danger">
              <AlertIcon />
              <NoticeText>{refusedText}</NoticeText>
            </Notice>
          ) : null}
        </LiveRegion>
      </Messages>
      {canRetry || canShowChanges ? (
        <Actions>
          {canRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {t('sync.status.retryNow')}
            </Button>
          ) : null}
          {canShowChanges ? (
            <Button variant="secondary" onClick={onShowChanges}>
              {t('sync.status.showChanges')}
            </Button>
          ) : null}
        </Actions>
      ) : null}
    </Bar>
  );
}
