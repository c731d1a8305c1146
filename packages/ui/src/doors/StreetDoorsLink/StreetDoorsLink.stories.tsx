import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { STORY_STREET } from '../story-data';
import { StreetDoorsLink } from './StreetDoorsLink';

const meta = {
  title: 'Doors/StreetDoorsLink',
  component: StreetDoorsLink,
  tags: ['autodocs'],
  args: { supported: true, href: '/streets/12/doors', streetName: STORY_STREET },
} satisfies Meta<typeof StreetDoorsLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A street row's way to its doors, with how many have an outcome. */
export const Default: Story = {
  args: { progress: { visited: 31, total: 52 } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: `Portes de ${STORY_STREET} 31 / 52` });
    await expect(link).toHaveAttribute('href', '/streets/12/doors');
    await expect(canvas.getByText('31 / 52')).toBeVisible();
  },
};

/** The street's doors not read yet: the link alone. */
export const WithoutCount: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: `Portes de ${STORY_STREET}` })).toBeVisible();
  },
};

/** A server without the doors extension: nothing at all, the street row stays the spec's. */
export const Unsupported: Story = {
  args: { supported: false, progress: { visited: 31, total: 52 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};
