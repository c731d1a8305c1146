import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Greeting } from './Greeting';

const meta = {
  title: 'Dashboard/Greeting',
  component: Greeting,
  tags: ['autodocs'],
  args: { firstName: 'Camille', today: new Date(2026, 10, 22) },
} satisfies Meta<typeof Greeting>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Bonjour, Camille !' })).toBeVisible();
    await expect(canvas.getByText('Nous sommes le dimanche 22 novembre 2026.')).toBeVisible();
  },
};

export const LongName: Story = { args: { firstName: 'Marie-Dominique-Anne', today: new Date(2028, 1, 29) } };
