import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { type MapMode, MapModeToggle, type MapModeToggleProps } from './MapModeToggle';

/** Keeps the mode in state, as the dashboard does. */
function ToggleWithState(props: MapModeToggleProps) {
  const [mode, setMode] = useState<MapMode>(props.mode);
  return (
    <MapModeToggle
      {...props}
      mode={mode}
      onToggle={() => {
        setMode((current) => (current === 'view' ? 'add' : 'view'));
        props.onToggle();
      }}
    />
  );
}

const meta = {
  title: 'Dashboard/MapModeToggle',
  component: MapModeToggle,
  tags: ['autodocs'],
  args: { mode: 'view', onToggle: fn() },
  render: (args) => <ToggleWithState {...args} />,
} satisfies Meta<typeof MapModeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ajouter une zone' })).toBeEnabled();
    await expect(canvas.queryByText('Cliquez sur la carte pour créer une zone')).not.toBeInTheDocument();
  },
};

export const AddMode: Story = {
  args: { mode: 'add' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Annuler' })).toBeEnabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Cliquez sur la carte pour créer une zone');
  },
};

export const Creating: Story = {
  args: { mode: 'add', busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Création en cours...' })).toBeDisabled();
  },
};

export const ToggleAndCancel: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une zone' }));
    await expect(canvas.getByText('Cliquez sur la carte pour créer une zone')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await expect(canvas.queryByText('Cliquez sur la carte pour créer une zone')).not.toBeInTheDocument();
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
  },
};
