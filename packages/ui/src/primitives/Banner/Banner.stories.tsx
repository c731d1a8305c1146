import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { t } from '../../i18n';
import { Button } from '../Button';
import { Banner } from './Banner';

// Sample texts from the spec's dashboard and impersonation banner.
const meta = {
  title: 'Primitives/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: { tone: 'info', children: 'Cliquez sur la carte pour créer une zone' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cliquez sur la carte pour créer une zone');
  },
};

const onReturn = fn();
export const WarningWithAction: Story = {
  args: {
    tone: 'warning',
    children: 'Vous êtes connecté en tant que agent@prospect.demo.',
    action: (
      <Button size="small" variant="secondary" onClick={onReturn}>
        Revenir à mon compte
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revenir à mon compte' }));
    await expect(onReturn).toHaveBeenCalled();
  },
};

export const Danger: Story = {
  args: { tone: 'danger', children: t('common.genericError') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Une erreur est survenue.');
  },
};

export const Success: Story = { args: { tone: 'success', children: 'Rôle mis à jour avec succès.' } };
