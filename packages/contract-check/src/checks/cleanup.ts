// Removes whatever the check created and is still there, even after failed rows. The zone and the
// teammate are deleted here in any case, so their deletion is a row like any other.

import type { AdminUser, Zone } from '@prospect/contract';
import { endpoints } from '@prospect/contract';
import type { CheckContext } from '../context';
import { skipRow, step } from '../step';

async function deleteZone(context: CheckContext, zoneId: number, what: string): Promise<void> {
  const deleted = await step(context, {
    check: `deletes ${what}`,
    as: 'agent',
    endpoint: endpoints.deleteZone,
    id: zoneId,
  });
  await step<Zone[]>(context, {
    check: `${what} is gone from the list`,
    as: 'agent',
    endpoint: endpoints.getZones,
    blocked: !deleted.ok && `${what} deleted`,
    verify: (zones) => (zones.some((zone) => zone.id === zoneId) ? `zone ${zoneId} still listed` : null),
  });
}

export async function cleanUp(context: CheckContext): Promise<void> {
  context.group = 'clean-up';
  const { fixtures } = context;
  const leftovers = [
    { key: 'note', id: fixtures.noteId, endpoint: endpoints.deleteZoneNote, what: 'the leftover zone note' },
    {
      key: 'favorite',
      id: fixtures.favoriteId,
      endpoint: endpoints.deleteFavorite,
      what: 'the leftover favourite',
    },
    { key: 'event', id: fixtures.eventId, endpoint: endpoints.deleteEvent, what: 'the leftover event' },
  ] as const;
  for (const leftover of leftovers) {
    if (leftover.id === undefined || fixtures.removed.has(leftover.key)) continue;
    const deleted = await step(context, {
      check: `deletes ${leftover.what}`,
      as: 'agent',
      endpoint: leftover.endpoint,
      id: leftover.id,
    });
    if (deleted.ok) fixtures.removed.add(leftover.key);
  }
  if (fixtures.zoneId !== undefined) await deleteZone(context, fixtures.zoneId, "the check's zone");
  if (fixtures.splitZoneId !== undefined) await deleteZone(context, fixtures.splitZoneId, 'the split zone');

  for (const record of fixtures.unfound) {
    skipRow(
      context,
      'removes what the check created',
      '',
      `${record} was not found again: delete it by hand`,
    );
  }
  const teammate = fixtures.teammate;
  if (!teammate) return;
  if (teammate.id === undefined) {
    skipRow(
      context,
      'admin · deletes the teammate',
      'DELETE /api/accounts/admin/users/{id}/',
      `its id was not found: delete ${teammate.email} by hand`,
    );
    return;
  }
  const deleted = await step(context, {
    check: 'deletes the teammate',
    as: 'admin',
    endpoint: endpoints.deleteUser,
    id: teammate.id,
  });
  await step<AdminUser[]>(context, {
    check: 'the teammate is gone from the users list',
    as: 'admin',
    endpoint: endpoints.getAdminUsers,
    blocked: !deleted.ok && 'the teammate deleted',
    verify: (users) =>
      users.some((user) => user.id === teammate.id) ? `${teammate.email} still listed` : null,
  });
}
