import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { t } from '../../i18n';
import { ErrorMessage } from './ErrorMessage';

const meta = {
  title: 'Primitives/ErrorMessage',
  component: ErrorMessage,
  tags: ['autodocs'],
  args: { children: t('common.genericError') },
} satisfies Meta<typeof ErrorMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Une erreur est survenue.');
  },
};

// Sample server message, as the favourites modal shows it.
export const LongMessage: Story = {
  args: {
    children:
      'Erreur de connexion au serveur. Vérifiez votre connexion internet et que le serveur est bien démarré.',
  },
};
