// Answer shapes: every GET of spec §7, on the data the accounts already have, read with the contract's
// readers (lists bare or paginated). The check's own records are read back in the write rows.

import type { AdminUser, Profile, Role, Sector, Zone } from '@prospect/contract';
import { endpoints } from '@prospect/contract';
import { ACTORS, type Actor } from '../accounts';
import type { CheckContext } from '../context';
import { step } from '../step';
import { monthRange, NANTES, sameEmail } from './conditions';

const expectedRole: Record<Actor, Role> = {
  agent: 'AGENT',
  admin: 'ADMIN',
  superAdmin: 'SUPER_ADMIN',
  otherAgent: 'AGENT',
};

async function checkProfiles(context: CheckContext): Promise<void> {
  for (const actor of ACTORS) {
    const role = expectedRole[actor];
    const { email } = context.accounts.credentials[actor];
    await step<Profile>(context, {
      check: 'profile',
      as: actor,
      endpoint: endpoints.getProfile,
      verifies: `role ${role}, own email`,
      verify: (profile) =>
        profile.profile.role === role
          ? sameEmail(profile.user.email, email)
          : `role is ${profile.profile.role}`,
    });
  }
}

/** A zone of the agent's to read, one with sectors when there is one. */
async function checkAgentZones(context: CheckContext): Promise<void> {
  const zones = await step<Zone[]>(context, {
    check: 'zones list',
    as: 'agent',
    endpoint: endpoints.getZones,
  });
  const zone = zones.answer?.find((item) => item.sector_count > 0) ?? zones.answer?.[0];
  const needs = zones.ok
    ? "a zone of the agent's (none yet: the check's own is read under writes)"
    : 'the zones list';
  await step(context, {
    check: 'zone detail',
    as: 'agent',
    endpoint: endpoints.getZone,
    id: zone?.id,
    needs,
  });
  const sectors = await step<Sector[]>(context, {
    check: 'zone sectors',
    as: 'agent',
    endpoint: endpoints.getZoneSectors,
    id: zone?.id,
    needs,
  });
  await step(context, {
    check: 'sector',
    as: 'agent',
    endpoint: endpoints.getSector,
    id: sectors.answer?.[0]?.id,
    needs: sectors.ok
      ? "a sector of the agent's (none yet: the check's own is read under writes)"
      : 'the sectors',
  });
}

async function checkAdminLists(context: CheckContext): Promise<void> {
  for (const actor of ['admin', 'superAdmin'] as const) {
    const users = await step<AdminUser[]>(context, {
      check: 'admin users list',
      as: actor,
      endpoint: endpoints.getAdminUsers,
    });
    for (const user of users.answer ?? []) {
      for (const who of ACTORS) {
        if (user.email.toLowerCase() === context.accounts.credentials[who].email.toLowerCase()) {
          context.fixtures.userIds[who] = user.id;
        }
      }
    }
  }
}

export async function checkReads(context: CheckContext): Promise<void> {
  context.group = 'answer shapes';
  await checkProfiles(context);
  await step(context, { check: 'stats', as: 'agent', endpoint: endpoints.getStats });
  await checkAgentZones(context);
  await step(context, {
    check: 'own zones (/api/user/zones)',
    as: 'agent',
    endpoint: endpoints.getUserZones,
  });
  await step(context, { check: 'favourites', as: 'agent', endpoint: endpoints.getFavorites });
  await step(context, {
    check: "this month's events",
    as: 'agent',
    endpoint: endpoints.getEvents,
    query: monthRange(context.now),
  });
  await step(context, { check: 'house notes', as: 'agent', endpoint: endpoints.getHouseNotes });
  await step(context, {
    check: 'reverse geocode near Nantes',
    as: 'agent',
    endpoint: endpoints.reverseGeocode,
    query: { lat: String(NANTES.lat), lon: String(NANTES.lon) },
  });
  await checkAdminLists(context);
}
