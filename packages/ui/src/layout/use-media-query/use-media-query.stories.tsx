import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { desktopQuery, useMediaQuery } from './use-media-query';

// Sample content: which of the spec's two layouts a screen would render at this width.
function LayoutName({ query }: { query: string }) {
  return <p>{useMediaQuery(query) ? 'Mise en page bureau' : 'Mise en page téléphone'}</p>;
}

const meta = {
  title: 'Layout/useMediaQuery',
  component: LayoutName,
  tags: ['autodocs'],
  args: { query: desktopQuery },
} satisfies Meta<typeof LayoutName>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // Stories render at the phone's 390 px.
    await expect(canvas.getByText('Mise en page téléphone')).toBeVisible();
  },
};

export const MatchingQuery: Story = {
  args: { query: '(max-width: 767px)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mise en page bureau')).toBeVisible();
  },
};
