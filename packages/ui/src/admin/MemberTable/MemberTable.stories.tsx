import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../i18n';
import { adminViewer, sampleMembers, superAdminViewer } from '../storyData';
import { MemberTable } from './MemberTable';

const meta = {
  title: 'Admin/MemberTable',
  component: MemberTable,
  tags: ['autodocs'],
  args: {
    members: sampleMembers,
    viewer: adminViewer,
    status: 'ready',
    onChangeRole: fn(async () => {}),
    onDelete: fn(async () => {}),
    onImpersonate: fn(async () => {}),
  },
} satisfies Meta<typeof MemberTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (name: string) => {
  const heading = screen.getByRole('heading', { level: 4, name: new RegExp(`^${name}`) });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return within(item);
};

/** An administrator's view on a phone: cards; no actions on their own card nor on the super admin's. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(card('Julien Leroy').queryAllByRole('button')).toHaveLength(0);
    await expect(card('Julien Leroy').getByText('Vous')).toBeVisible();
    await expect(card('Sophie Bernard').queryAllByRole('button')).toHaveLength(0);
    await expect(
      card('Camille Martin').getByRole('button', { name: 'Modifier le rôle de Camille Martin' }),
    ).toBeVisible();
    await expect(
      card('Camille Martin').getByRole('button', { name: 'Supprimer Camille Martin' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Se connecter en tant que/ })).not.toBeInTheDocument();
  },
};

/** A super admin may impersonate anyone but another super admin, and never themselves. */
export const SuperAdminViewer: Story = {
  args: { viewer: superAdminViewer },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Se connecter en tant que Camille Martin' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Se connecter en tant que Julien Leroy' })).toBeVisible();
    await expect(card('Sophie Bernard').queryAllByRole('button')).toHaveLength(0);
  },
};

export const Desktop: Story = {
  args: { viewer: superAdminViewer },
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
  args: { status: 'loading', members: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement...');
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', members: [], onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Impossible de charger la liste des utilisateurs.',
    );
  },
};

export const Empty: Story = { args: { members: [] } };

export const RoleOptionsForAdmin: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier le rôle de Hugo Petit' }));
    const select = canvas.getByRole('combobox', { name: 'Rôle de Hugo Petit' });
    await expect(select).toHaveFocus();
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Agent', 'Administrateur']);
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier le rôle de Camille Martin' }));
    const camille = canvas.getByRole('combobox', { name: 'Rôle de Camille Martin' });
    await expect(
      within(camille)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Agent']);
  },
};

export const RoleSaved: Story = {
  args: { viewer: superAdminViewer },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier le rôle de Camille Martin' }));
    const select = canvas.getByRole('combobox', { name: 'Rôle de Camille Martin' });
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Agent', 'Administrateur']);
    await userEvent.selectOptions(select, 'Administrateur');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onChangeRole).toHaveBeenCalledWith(sampleMembers[0], 'ADMIN');
    await waitFor(() => expect(screen.getByText('Rôle mis à jour avec succès.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Modifier le rôle de Camille Martin' })).toHaveFocus();
  },
};

export const RoleSaving: Story = {
  args: { onChangeRole: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier le rôle de Hugo Petit' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rôle de Hugo Petit' }), 'Agent');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(canvas.getByRole('button', { name: 'Enregistrement...' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Annuler' })).toBeDisabled();
  },
};

export const RoleEditCancelled: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier le rôle de Hugo Petit' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rôle de Hugo Petit' }), 'Agent');
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Modifier le rôle de Hugo Petit' })).toHaveFocus();
    await expect(args.onChangeRole).not.toHaveBeenCalled();
  },
};

export const RoleUpdateFailed: Story = {
  args: { onChangeRole: fn(async () => Promise.reject(new Error(t('admin.editRole.failed')))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier le rôle de Hugo Petit' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rôle de Hugo Petit' }), 'Agent');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de mettre à jour le rôle.');
    await expect(canvas.getByRole('combobox', { name: 'Rôle de Hugo Petit' })).toBeVisible();
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
    await expect(args.onDelete).toHaveBeenCalledWith(sampleMembers[0]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(screen.getByText('Utilisateur supprimé avec succès.')).toBeVisible();
  },
};

export const DeleteFailed: Story = {
  args: { onDelete: fn(async () => Promise.reject(new Error(t('admin.delete.failed')))) },
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
  args: { viewer: superAdminViewer },
  play: async () => {
    const dialog = await askToImpersonate();
    await expect(dialog).toHaveTextContent(
      'Vous allez vous connecter en tant que cet utilisateur. Continuer ?',
    );
  },
};

export const ImpersonationConfirmed: Story = {
  args: { viewer: superAdminViewer },
  play: async ({ args }) => {
    await askToImpersonate();
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await expect(args.onImpersonate).toHaveBeenCalledWith(sampleMembers[0]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const ImpersonationFailed: Story = {
  args: {
    viewer: superAdminViewer,
    onImpersonate: fn(async () => Promise.reject(new Error(t('admin.impersonate.failed')))),
  },
  play: async () => {
    const dialog = await askToImpersonate();
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() =>
      expect(dialog).toHaveTextContent("Une erreur est survenue lors de la tentative d'impersonation."),
    );
  },
};
