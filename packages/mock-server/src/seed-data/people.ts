// The demo's people: the README lists these accounts.
import type { Role } from '../db';
import type { City } from '../geo/places';

export const DEMO_PASSWORD = 'prospect2026';

export const demoAccounts = {
  superAdmin: 'superadmin@prospect.demo',
  admin: 'admin@prospect.demo',
  agent: 'agent@prospect.demo',
  agent2: 'agent2@prospect.demo',
  agent3: 'agent3@prospect.demo',
  pornicAgent: 'agent@pornic.demo',
} as const;

/** Invitation tokens of the Nantes agency: one to register with, one expired, one already used. */
export const demoInvitations = {
  valid: { token: 'demo-invitation-valide', email: 'nouvelle.recrue@prospect.demo', role: 'AGENT' },
  expired: { token: 'demo-invitation-expiree', email: 'ancienne.recrue@prospect.demo', role: 'AGENT' },
  used: { token: 'demo-invitation-utilisee', email: 'agent3@prospect.demo', role: 'AGENT' },
} as const;

export interface PersonSeed {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  city: City;
  googleSubject: string | null;
}

export const PEOPLE: readonly PersonSeed[] = [
  {
    email: demoAccounts.superAdmin,
    firstName: 'Sophie',
    lastName: 'Bernard',
    role: 'SUPER_ADMIN',
    city: 'Nantes',
    googleSubject: null,
  },
  {
    email: demoAccounts.admin,
    firstName: 'Julien',
    lastName: 'Leroy',
    role: 'ADMIN',
    city: 'Nantes',
    googleSubject: null,
  },
  {
    email: demoAccounts.agent,
    firstName: 'Camille',
    lastName: 'Martin',
    role: 'AGENT',
    city: 'Nantes',
    googleSubject: 'google-camille-martin',
  },
  {
    email: demoAccounts.agent2,
    firstName: 'Lucas',
    lastName: 'Moreau',
    role: 'AGENT',
    city: 'Nantes',
    googleSubject: null,
  },
  {
    email: demoAccounts.agent3,
    firstName: 'Léa',
    lastName: 'Dubois',
    role: 'AGENT',
    city: 'Nantes',
    googleSubject: null,
  },
  {
    email: demoAccounts.pornicAgent,
    firstName: 'Hugo',
    lastName: 'Garnier',
    role: 'AGENT',
    city: 'Pornic',
    googleSubject: null,
  },
];
