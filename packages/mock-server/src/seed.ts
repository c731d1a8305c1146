import { db, resetSequence } from './db';
import { hashPassword } from './passwords';

/** The demo agency's accounts, printed in the README. Every password is the same on purpose. */
export const DEMO_PASSWORD = 'prospect2026';
export const demoAccounts = {
  agent: 'agent@prospect.demo',
  admin: 'admin@prospect.demo',
  superAdmin: 'super@prospect.demo',
} as const;

export const CITIES = ['La Baule-Escoublac', 'Pornic', 'Nantes', 'Vertou'] as const;

function clear(): void {
  for (const model of Object.values(db)) model.deleteMany({ where: {} });
  resetSequence();
}

/** Empties the database and fills it with the demo agency. Deterministic: same ids every time. */
export async function seed(): Promise<void> {
  clear();
  const [laBaule] = CITIES.map((city) => db.tenant.create({ city }));
  if (!laBaule) throw new Error('seed: no tenant');
  const people = [
    { email: demoAccounts.agent, firstName: 'Camille', lastName: 'Martin', role: 'AGENT' },
    { email: demoAccounts.admin, firstName: 'Julien', lastName: 'Leroy', role: 'ADMIN' },
    { email: demoAccounts.superAdmin, firstName: 'Sophie', lastName: 'Bernard', role: 'SUPER_ADMIN' },
  ];
  for (const person of people) {
    db.user.create({
      ...person,
      passwordHash: await hashPassword(DEMO_PASSWORD, person.email),
      googleSubject: null,
      tenantId: laBaule.id,
      profilePicture: null,
    });
  }
}
