import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../i18n';
import { type AdminLoaded, loadTeam } from '../story-data';
import { MemberTable } from './MemberTable';

const meta = {
  title: 'Admin/MemberTable',
  component: MemberTable,
  tags: ['autodocs'],
  args: {
    members: [],
    viewer: { email: '', role: 'ADMIN' },
    status: 'ready',
    onChangeRole: fn(async () => {}),
    onDelete: fn(async () => {}),
    onImpersonate: fn(async () => {}),
  },
  loaders: [loadTeam],
  // The seeded team, seen by the seeded user with the story's viewer role (Julien, the admin, by default).
  render: (args, { loaded }) => {
    const team = loaded as AdminLoaded;
    const viewer = args.viewer.role === 'SUPER_ADMIN' ? team.superAdmin : team.admin;
    return <MemberTable {...args} viewer={viewer} members={team.members} />;
  },
} satisfies Meta<typeof MemberTable>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const superAdmin = { viewer: { email: '', role: 'SUPER_ADMIN' } } as const;

const card = (name: string) => {
  const heading = screen.getByRole('heading', { level: 4, name: new RegExp(`^${name}`) });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return within(item);
};

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

const editRole = async (canvas: Canvas, name: string) => {
  await userEvent.click(canvas.getByRole('button', { name: `Modifier le rôle de ${name}` }));
  return canvas.getByRole('combobox', { name: `Rôle de ${name}` });
};

/** An administrator on a phone: cards; no actions on their own card nor on the super admin's. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(card('Julien Leroy').queryAllByRole('button')).toHaveLength(0);
    await expect(card('Julien Leroy').getByText('Vous')).toBeVisible();
    await expect(card('Sophie Bernard').queryAllByRole('button')).toHaveLength(0);
    await expect(
      card('Camille Martin').getByRole('button', { name: 'Supprimer Camille Martin' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Se connecter en tant que/ })).not.toBeInTheDocument();
  },
};

/** A super admin may impersonate anyone but a super admin, and never themselves. */
export const SuperAdminViewer: Story = {
  args: superAdmin,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Se connecter en tant que Camille Martin' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Se connecter en tant que Julien Leroy' })).toBeVisible();
    await expect(card('Sophie Bernard').getByText('Vous')).toBeVisible();
    await expect(card('Sophie Bernard').queryAllByRole('button')).toHaveLength(0);
  },
};

export const Desktop: Story = {
  args: superAdmin,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: "Membres de l'équipe" });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nom', 'Rôle', 'Zones', 'Îlots terminés', 'Rues terminées', 'Actions']);
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement...');
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Impossible de charger la liste des utilisateurs.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  loaders: [async () => ({ members: [] })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Aucun membre dans l'équipe pour le moment.")).toBeVisible();
  },
};

/**
 * An administrator can only hand out Agent, which agents already are: their role is shown, not offered
 * in an editor with a single choice whose save would change nothing.
 */
export const RoleReadOnlyForAdmin: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Modifier le rôle de/ })).not.toBeInTheDocument();
    await expect(card('Camille Martin').getByText('Agent', { exact: true })).toBeVisible();
    await expect(
      card('Camille Martin').getByRole('button', { name: 'Supprimer Camille Martin' }),
    ).toBeVisible();
  },
};

/** A super admin can also hand out Administrateur. */
export const RoleOptionsForSuperAdmin: Story = {
  args: superAdmin,
  play: async ({ canvas }) => {
    await expect(optionsOf(await editRole(canvas, 'Camille Martin'))).toEqual(['Agent', 'Administrateur']);
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    const julien = await editRole(canvas, 'Julien Leroy');
    await expect(julien).toHaveValue('ADMIN');
    await expect(optionsOf(julien)).toEqual(['Agent', 'Administrateur']);
  },
};

// The role stories edit Camille, high on the page: focusing the editor never scrolls it, which keeps
// the screenshots free of a scrolled page's overlay scrollbar.
export const RoleSaved: Story = {
  args: superAdmin,
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(await editRole(canvas, 'Camille Martin'), 'Administrateur');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onChangeRole).toHaveBeenCalledWith(
      expect.objectContaining({ first_name: 'Camille' }),
      'ADMIN',
    );
    await waitFor(() => expect(screen.getByText('Rôle mis à jour avec succès.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Modifier le rôle de Camille Martin' })).toHaveFocus();
  },
};

/** Saving the role the member already has sends nothing, and says so. */
export const RoleUnchanged: Story = {
  args: superAdmin,
  play: async ({ args, canvas }) => {
    const select = await editRole(canvas, 'Camille Martin');
    await expect(select).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.getByText('Le rôle est inchangé.')).toBeVisible());
    await expect(args.onChangeRole).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Modifier le rôle de Camille Martin' })).toHaveFocus();
  },
};

export const RoleSaving: Story = {
  args: { ...superAdmin, onChangeRole: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await editRole(canvas, 'Camille Martin'), 'Administrateur');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(canvas.getByRole('button', { name: 'Enregistrement...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Annuler' })).toBeDisabled();
  },
};

export const RoleEditCancelled: Story = {
  args: superAdmin,
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(await editRole(canvas, 'Camille Martin'), 'Administrateur');
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Modifier le rôle de Camille Martin' })).toHaveFocus();
    await expect(args.onChangeRole).not.toHaveBeenCalled();
  },
};

export const RoleUpdateFailed: Story = {
  args: {
    ...superAdmin,
    onChangeRole: fn(async () => Promise.reject(new Error(t('errors.admin.roleFailed')))),
  },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await editRole(canvas, 'Camille Martin'), 'Administrateur');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de mettre à jour le rôle.');
    await expect(canvas.getByRole('combobox', { name: 'Rôle de Camille Martin' })).toBeVisible();
  },
};

const askToDelete = async () => {
  await userEvent.click(card('Camille Martin').getByRole('button', { name: 'Supprimer Camille Martin' }));
  return screen.findByRole('alertdialog', { name: "Supprimer l'utilisateur" });
};

export const ConfirmDelete: Story = {
  play: async () => {
    const dialog = await askToDelete();
    await expect(dialog).toHaveTextContent(
      'Êtes-vous sûr de vouloir supprimer cet utilisateur ? Cette action est irréversible.',
    );
  },
};

export const UserDeleted: Story = {
  play: async ({ args }) => {
    await askToDelete();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDelete).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'agent@prospect.demo' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(screen.getByText('Utilisateur supprimé avec succès.')).toBeVisible();
  },
};

export const DeleteFailed: Story = {
  args: { onDelete: fn(async () => Promise.reject(new Error(t('errors.admin.deleteFailed')))) },
  play: async () => {
    const dialog = await askToDelete();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(dialog).toHaveTextContent("Impossible de supprimer l'utilisateur."));
  },
};

const askToImpersonate = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter en tant que Camille Martin' }));
  return screen.findByRole('alertdialog', { name: 'Se connecter en tant que cet utilisateur' });
};

export const ConfirmImpersonation: Story = {
  args: superAdmin,
  play: async () => {
    const dialog = await askToImpersonate();
    await expect(dialog).toHaveTextContent(
      'Vous allez vous connecter en tant que cet utilisateur. Continuer ?',
    );
  },
};

export const ImpersonationConfirmed: Story = {
  args: superAdmin,
  play: async ({ args }) => {
    await askToImpersonate();
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await expect(args.onImpersonate).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'agent@prospect.demo' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const ImpersonationFailed: Story = {
  args: {
    ...superAdmin,
    onImpersonate: fn(async () => Promise.reject(new Error(t('errors.admin.impersonateFailed')))),
  },
  play: async () => {
    const dialog = await askToImpersonate();
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() =>
      expect(dialog).toHaveTextContent("Une erreur est survenue lors de la tentative d'impersonation."),
    );
  },
};

/** At 200 % zoom (195 px), a role being saved: the buttons go under the name and wrap. */
export const PhoneZoomed: Story = {
  ...RoleSaving,
  globals: { viewport: { value: 'phoneZoomed' } },
};
