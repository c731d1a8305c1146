import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { adminViewer, sampleMembers, superAdminViewer } from '../storyData';
import type { InvitationRequest } from '../types';
import { AdminPanel } from './AdminPanel';

const meta = {
  title: 'Admin/AdminPanel',
  component: AdminPanel,
  tags: ['autodocs'],
  args: {
    viewer: adminViewer,
    members: sampleMembers,
    status: 'ready',
    onInvite: fn(async ({ email, role }: InvitationRequest) => ({
      email,
      role,
      invitation_url_for_testing: 'http://localhost:5173/register?token=3f9c2b7e-1d4a-4c8e-9b0f-6a2d5e8c1f47',
    })),
    onChangeRole: fn(async () => {}),
    onDelete: fn(async () => {}),
    onImpersonate: fn(async () => {}),
  },
} satisfies Meta<typeof AdminPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: "Panneau d'Administration" })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Inviter un membre' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: "Membres de l'équipe" })).toBeVisible();
  },
};

export const SuperAdmin: Story = {
  args: { viewer: superAdminViewer },
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
  args: { viewer: superAdminViewer },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: "Membres de l'équipe" })).toBeVisible();
  },
};

export const MembersLoading: Story = { args: { status: 'loading', members: [] } };
