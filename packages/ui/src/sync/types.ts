import type { DoorOutcome, HouseNoteLabel } from '@prospect/contract';

/** What a change made on this device is about, as a person recognises it. */
export type SyncChangeSubject =
  | { kind: 'streetStatus'; streetName: string; done: boolean }
  | { kind: 'streetCount'; count: number }
  | { kind: 'zoneNoteCreate' | 'zoneNoteUpdate'; content: string }
  | { kind: 'zoneNoteDelete' }
  | { kind: 'houseNote'; label: HouseNoteLabel; others: string }
  | { kind: 'favoriteCreate' | 'favoriteUpdate'; title: string; content: string }
  | { kind: 'favoriteDelete' }
  | { kind: 'eventCreate' | 'eventUpdate'; title: string; description: string }
  | { kind: 'eventDelete' }
  /** Without an outcome: the door's comment, STOP PUB mark or planned return changed. */
  | { kind: 'doorUpdate'; number: string; streetName: string; outcome?: DoorOutcome | undefined }
  | { kind: 'doorCreate'; number: string; streetName: string };

export type SyncChangeKind = SyncChangeSubject['kind'];

/**
 * One change kept on the device: waiting to be sent; stuck (the server keeps failing on it: it is
 * still tried now and then, and the person may retry it or take it off); or refused by the server
 * (and not retried).
 */
export interface SyncChange {
  /** Stable across reloads (the write's idempotency key). */
  id: string;
  subject: SyncChangeSubject;
  state: 'waiting' | 'stuck' | 'refused';
  /** The server's own message for a refusal or its last failure, when it sent one. */
  refusal: string | null;
}

/**
 * The outbox at a glance. `idle`: nothing to say. `sent`: the last waiting change just went through
 * (shown briefly by the app). `retrying`: online but the server fails (5xx, time-out).
 */
export type SyncState = 'idle' | 'offline' | 'sending' | 'retrying' | 'sent';
