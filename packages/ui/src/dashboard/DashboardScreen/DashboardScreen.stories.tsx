import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import styled from 'styled-components';
import { AdminPanel } from '../../admin/AdminPanel';
import { type AdminLoaded, loadTeam } from '../../admin/story-data';
import { MapModeToggle } from '../../territory/MapModeToggle';
import { type DashboardLoaded, loadDashboard, samplePhoto } from '../story-data';
import { DashboardScreen } from './DashboardScreen';

// Stands for the Leaflet map the map area provides; the toggle above it is the real one.
const FakeMap = styled.div`
  height: ${({ theme }) => theme.sizes.zoneDetailMap};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

function MapSlot() {
  const [mode, setMode] = useState<'view' | 'add'>('view');
  return (
    <>
      <MapModeToggle mode={mode} onToggle={() => setMode(mode === 'view' ? 'add' : 'view')} />
      <FakeMap />
    </>
  );
}

const meta = {
  title: 'Dashboard/DashboardScreen',
  component: DashboardScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    firstName: 'Camille',
    today: new Date(2026, 10, 22),
    photo: { src: samplePhoto, onSelect: fn() },
    stats: undefined,
    map: <MapSlot />,
    zones: { zones: [], status: 'ready', onOpenZone: fn(), onDeleteZone: fn(async () => {}) },
    onLogout: fn(),
  },
  loaders: [loadDashboard],
  // The demo agent's seeded stats and zones; the Loading story keeps its own.
  render: (args, { loaded }) => {
    const { stats, zones } = loaded as DashboardLoaded;
    const loading = args.statsLoading === true;
    return (
      <DashboardScreen
        {...args}
        stats={loading ? args.stats : stats}
        zones={loading ? args.zones : { ...args.zones, zones }}
      />
    );
  },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An agent's dashboard: no admin panel. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bonjour, Camille !' })).toBeVisible();
    await expect(canvas.getByText('Nous sommes le dimanche 22 novembre 2026.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: "Panneau d'Administration" })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Déconnexion' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: {
    stats: undefined,
    statsLoading: true,
    photo: { src: null, onSelect: fn() },
    zones: { zones: [], status: 'loading', onOpenZone: fn(), onDeleteZone: fn(async () => {}) },
  },
};

export const AddingAZone: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une zone' }));
    await expect(canvas.getByText('Cliquez sur la carte pour créer une zone')).toBeVisible();
  },
};

/** An administrator's dashboard shows the admin panel between the map and the zones. */
export const WithAdminPanel: Story = {
  loaders: [loadTeam],
  render: (args, context) => {
    const { stats, zones } = context.loaded as DashboardLoaded;
    const team = context.loaded as AdminLoaded;
    return (
      <DashboardScreen
        {...args}
        firstName="Julien"
        stats={stats}
        zones={{ ...args.zones, zones }}
        adminPanel={
          <AdminPanel
            viewer={team.admin}
            members={team.members}
            status="ready"
            onInvite={fn()}
            onChangeRole={fn()}
            onDelete={fn()}
            onImpersonate={fn()}
          />
        }
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "Panneau d'Administration" })).toBeVisible();
  },
};

export const Impersonating: Story = {
  args: {
    impersonation: { name: 'Camille', impersonatorEmail: 'super@prospect.demo', onStop: fn(async () => {}) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Revenir à mon compte' })).toBeVisible();
  },
};

export const Desktop: Story = {
  ...WithAdminPanel,
  globals: { viewport: { value: 'desktop' } },
};

/** At 200 % zoom (195 px): the figures in one column, the admin panel's cards and the navigation wrapping at the end of the page. */
export const PhoneZoomed: Story = {
  ...WithAdminPanel,
  args: { ...WithAdminPanel.args, ...Impersonating.args },
  globals: { viewport: { value: 'phoneZoomed' } },
};
