// Sample data for the admin stories only (never imported by components).
import { demoAccounts, fixtures, seed } from '@prospect/mock-server';
import type { AdminUser, AdminViewer } from './types';

export interface AdminLoaded {
  members: AdminUser[];
  admin: AdminViewer;
  superAdmin: AdminViewer;
}

const viewerOf = (email: string): AdminViewer => {
  const { user, profile } = fixtures.profile(email);
  return { email: user.email, role: profile.role };
};

/** The seeded agency's team and its two managers, as the API answers them. */
export async function loadTeam(): Promise<AdminLoaded> {
  await seed({ now: new Date(2026, 10, 22, 9, 30) });
  return {
    members: fixtures.adminUsers(),
    admin: viewerOf(demoAccounts.admin),
    superAdmin: viewerOf(demoAccounts.superAdmin),
  };
}

export const invitationUrl = 'http://localhost:5173/register?token=3f9c2b7e-1d4a-4c8e-9b0f-6a2d5e8c1f47';
