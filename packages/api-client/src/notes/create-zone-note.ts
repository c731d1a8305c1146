import type { Point } from '@prospect/contract';
import { withId, zoneNotesPathTemplate } from '@prospect/contract';
import { createdIdAnswer } from '../created-id';
import type { ApiClient, WriteOptions } from '../http';

export interface NewZoneNote {
  zoneId: number;
  /** Non-blank after trimming (spec §5); the screen checks before calling. */
  content: string;
  location: Point;
}

export const createZoneNotePath = (zoneId: number) => withId(zoneNotesPathTemplate, zoneId);

/**
 * POST /api/accounts/zones/{id}/notes/ `{ content, location }`. Spec §7 does not show the answer: it
 * resolves with the new note's id when the server sends one, else null.
 */
export function createZoneNote(
  client: ApiClient,
  { zoneId, content, location }: NewZoneNote,
  options: WriteOptions = {},
): Promise<number | null> {
  return client.request(createZoneNotePath(zoneId), {
    ...options,
    method: 'POST',
    body: { content, location },
    schema: createdIdAnswer,
  });
}
