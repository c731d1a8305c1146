import type { AdminUser } from './types';

// Sample team of the La Baule agency, for the admin stories only.

const member = (
  id: number,
  role: AdminUser['role'],
  first_name: string,
  last_name: string,
  email: string,
  [zones, sectors, streets]: [number, number, number],
): AdminUser => ({
  id,
  role,
  firstName: first_name,
  first_name,
  last_name,
  email,
  zones_count: zones,
  completed_sectors_count: sectors,
  completed_streets_count: streets,
});

export const sampleMembers: AdminUser[] = [
  member(1, 'AGENT', 'Camille', 'Martin', 'agent@prospect.demo', [3, 12, 87]),
  member(2, 'ADMIN', 'Julien', 'Leroy', 'admin@prospect.demo', [2, 5, 31]),
  member(3, 'SUPER_ADMIN', 'Sophie', 'Bernard', 'super@prospect.demo', [0, 0, 0]),
  member(4, 'ADMIN', 'Hugo', 'Petit', 'hugo.petit@prospect.demo', [1, 2, 14]),
  member(5, 'AGENT', '', '', 'nouvel.agent@prospect.demo', [0, 0, 0]),
];

export const adminViewer = { id: 2, role: 'ADMIN' } as const;
export const superAdminViewer = { id: 3, role: 'SUPER_ADMIN' } as const;
