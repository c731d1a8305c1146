import { ProspectThemeProvider } from '@prospect/ui/theme';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ToastProvider } from '../../primitives';
import type { AdminUser, AdminViewer, Role } from '../types';
import { MemberTable } from './MemberTable';

// The rows' actions as a viewer sees them on a phone (cards), for a team the seed does not have: two
// administrators, and the viewer's own entry spelled with another case, as some servers return it.
const member = (id: number, first_name: string, role: Role, email: string): AdminUser => ({
  id,
  role,
  firstName: first_name,
  first_name,
  last_name: 'Martin',
  email,
  zones_count: 0,
  completed_sectors_count: 0,
  completed_streets_count: 0,
});

const team = [
  member(1, 'Sophie', 'SUPER_ADMIN', 'super@prospect.demo'),
  member(2, 'Julien', 'ADMIN', 'Admin@Prospect.demo'),
  member(3, 'Léa', 'ADMIN', 'lea@prospect.demo'),
  member(4, 'Camille', 'AGENT', 'agent@prospect.demo'),
];

async function renderFor(viewer: AdminViewer) {
  return render(
    <ProspectThemeProvider>
      <ToastProvider>
        <MemberTable
          members={team}
          viewer={viewer}
          status="ready"
          onChangeRole={vi.fn(async () => {})}
          onDelete={vi.fn(async () => {})}
          onImpersonate={vi.fn(async () => {})}
        />
      </ToastProvider>
    </ProspectThemeProvider>,
  );
}

describe('MemberTable row actions', () => {
  it('an ADMIN: their own card marked "Vous" by email, no action on administrators, agents deleted but their role not edited', async () => {
    const screen = await renderFor({ email: ' admin@prospect.demo', role: 'ADMIN' });
    const card = (name: string) => screen.getByRole('listitem').filter({ hasText: name });
    await expect.element(card('Julien Martin').getByText('Vous')).toBeVisible();
    expect(card('Julien Martin').getByRole('button').elements()).toHaveLength(0);
    expect(card('Léa Martin').getByRole('button').elements()).toHaveLength(0);
    expect(card('Sophie Martin').getByRole('button').elements()).toHaveLength(0);
    await expect.element(screen.getByRole('button', { name: 'Supprimer Camille Martin' })).toBeVisible();
    // Agent is all an ADMIN may hand out: an editor would offer no other choice.
    expect(
      screen.getByRole('button', { name: 'Modifier le rôle de Camille Martin' }).elements(),
    ).toHaveLength(0);
  });

  it('a SUPER_ADMIN: actions on administrators and agents, none on their own card', async () => {
    const screen = await renderFor({ email: 'super@prospect.demo', role: 'SUPER_ADMIN' });
    const card = (name: string) => screen.getByRole('listitem').filter({ hasText: name });
    await expect.element(card('Sophie Martin').getByText('Vous')).toBeVisible();
    expect(card('Sophie Martin').getByRole('button').elements()).toHaveLength(0);
    for (const name of ['Julien Martin', 'Léa Martin', 'Camille Martin']) {
      await expect
        .element(screen.getByRole('button', { name: `Se connecter en tant que ${name}` }))
        .toBeVisible();
      await expect.element(screen.getByRole('button', { name: `Supprimer ${name}` })).toBeVisible();
    }
  });
});
