import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type AdminLoaded, invitationUrl, loadTeam } from '../story-data';
import type { InvitationRequest } from '../types';
import { AdminPanel } from './AdminPanel';

const meta = {
  title: 'Admin/AdminPanel',
  component: AdminPanel,
  tags: ['autodocs'],
  args: {
    viewer: { email: '', role: 'ADMIN' },
    members: [],
    status: 'ready',
    onInvite: fn(async ({ email, role }: InvitationRequest) => ({
      email,
      role,
      invitation_url_for_testing: invitationUrl,
    })),
    onChangeRole: fn(async () => {}),
    onDelete: fn(async () => {}),
    onImpersonate: fn(async () => {}),
  },
  loaders: [loadTeam],
  // The seeded team, seen by the seeded user with the story's viewer role.
  render: (args, { loaded }) => {
    const team = loaded as AdminLoaded;
    const viewer = args.viewer.role === 'SUPER_ADMIN' ? team.superAdmin : team.admin;
    return <AdminPanel {...args} viewer={viewer} members={team.members} />;
  },
} satisfies Meta<typeof AdminPanel>;

const superAdmin = { viewer: { email: '', role: 'SUPER_ADMIN' } } as const;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: "Panneau d'Administration" })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Inviter un membre' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: "Membres de l'équipe" })).toBeVisible();
    // The spec's member table is the default view of the team.
    await expect(canvas.getByRole('button', { name: 'Tableau' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Classement' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** 'Classement' shows the team ranked by completed streets; 'Tableau' brings the table and its actions back. */
export const TeamBoardView: Story = {
  args: superAdmin,
  play: async ({ canvas }) => {
    const views = within(canvas.getByRole('group', { name: "Affichage de l'équipe" }));
    await userEvent.click(views.getByRole('button', { name: 'Classement' }));
    await expect(views.getByRole('button', { name: 'Classement' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('heading', { level: 3, name: "Classement de l'équipe" })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: "Membres de l'équipe" })).not.toBeInTheDocument();
    const ranking = canvas.getByRole('list', { name: 'Membres classés par rues terminées' });
    await expect(within(ranking).getAllByRole('listitem')[0]).toHaveTextContent(/Camille Martin\s*300/);

    await userEvent.click(views.getByRole('button', { name: 'Tableau' }));
    await expect(
      canvas.getByRole('button', { name: 'Se connecter en tant que Camille Martin' }),
    ).toBeVisible();
    await userEvent.click(views.getByRole('button', { name: 'Classement' }));
    await expect(canvas.getByRole('heading', { level: 3, name: "Classement de l'équipe" })).toBeVisible();
  },
};

export const SuperAdmin: Story = {
  args: superAdmin,
  play: async ({ canvas }) => {
    const roles = canvas.getByRole('combobox', { name: 'Rôle' });
    await expect(
      within(roles)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Agent', 'Administrateur']);
  },
};

export const Desktop: Story = {
  args: superAdmin,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: "Membres de l'équipe" })).toBeVisible();
  },
};

export const MembersLoading: Story = { args: { status: 'loading' } };

/** At 200 % zoom (195 px): the two views one above the other. */
export const PhoneZoomed: Story = {
  ...TeamBoardView,
  globals: { viewport: { value: 'phoneZoomed' } },
};
