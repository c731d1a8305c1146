import type { Point } from '@prospect/contract';
import type { ApiClient, WriteOptions } from '../http';

export interface NewZoneNote {
  zoneId: number;
  /** Non-blank after trimming (spec §5); the screen checks before calling. */
  content: string;
  location: Point;
}

export const createZoneNotePath = (zoneId: number) => `/api/accounts/zones/${zoneId}/notes/`;

/** POST /api/accounts/zones/{id}/notes/ `{ content, location }` (answer not read: spec §7 does not show it). */
export function createZoneNote(
  client: ApiClient,
  { zoneId, content, location }: NewZoneNote,
  options: WriteOptions = {},
): Promise<void> {
  return client.request(createZoneNotePath(zoneId), {
    ...options,
    method: 'POST',
    body: { content, location },
  });
}
