import { type FieldWrite, type QueuedWrite, useOutbox, useOutboxSnapshot } from '@prospect/api-client';
import { type SyncChange, type SyncChangeSubject, SyncPanel, SyncStatus } from '@prospect/ui';
import { useEffect, useMemo, useState } from 'react';
import { useShowingSavedAnswers } from './saved-answers';

/** What the person recognises of a write kept on the device. */
export function subjectOf(write: FieldWrite): SyncChangeSubject {
  switch (write.kind) {
    case 'streetStatus':
      return { kind: write.kind, streetName: write.streetName, done: write.status === 'done' };
    case 'streetCount':
      return { kind: write.kind, count: write.streetCount };
    case 'zoneNoteCreate':
    case 'zoneNoteUpdate':
      return { kind: write.kind, content: write.content };
    case 'houseNote':
      return { kind: write.kind, label: write.label, others: write.others };
    case 'favoriteCreate':
    case 'favoriteUpdate':
      return { kind: write.kind, title: write.favorite.title, content: write.favorite.content };
    case 'eventCreate':
    case 'eventUpdate':
      return { kind: write.kind, title: write.event.title, description: write.event.description };
    case 'doorUpdate':
      return {
        kind: write.kind,
        number: write.number,
        streetName: write.streetName,
        outcome: write.changes.outcome,
      };
    case 'doorCreate':
      return { kind: write.kind, number: write.number, streetName: write.streetName };
    case 'zoneNoteDelete':
    case 'favoriteDelete':
    case 'eventDelete':
      return { kind: write.kind };
  }
}

const toSyncChange = (queued: QueuedWrite): SyncChange => ({
  id: queued.key,
  subject: subjectOf(queued.write),
  state: queued.state,
  refusal: queued.refusal?.message ?? null,
});

/**
 * The outbox at a glance, at the top of every signed-in screen and in the flow: fixed, it would cover
 * streets and buttons while the agent scrolls (each waiting item carries its own marker).
 */
export function SyncBar() {
  const outbox = useOutbox();
  const { writes, state } = useOutboxSnapshot();
  const stale = useShowingSavedAnswers();
  const [open, setOpen] = useState(false);
  const changes = useMemo(() => writes.map(toSyncChange), [writes]);
  const waiting = changes.filter((change) => change.state === 'waiting').length;
  const stuck = changes.filter((change) => change.state === 'stuck').length;

  // A new session (sign-in, impersonation) has its own writes: read them and send what waits.
  useEffect(() => {
    void outbox.refresh().then(outbox.flush);
  }, [outbox]);

  return (
    <>
      <SyncStatus
        state={state}
        waiting={waiting}
        refused={changes.length - waiting - stuck}
        stuck={stuck}
        stale={stale}
        onRetry={() => void outbox.retry()}
        onShowChanges={() => setOpen(true)}
      />
      <SyncPanel
        open={open}
        changes={changes}
        onClose={() => setOpen(false)}
        onDismiss={(id) => void outbox.discard(id)}
        onRetry={(id) => void outbox.retry(id)}
      />
    </>
  );
}
