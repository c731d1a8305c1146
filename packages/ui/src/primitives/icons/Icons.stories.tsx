import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as icons from './icons';

/** Every icon at the default and a large size, named by its export for the catalogue. */
function IconGallery({ size }: { size?: number }) {
  return (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 12, padding: 0, margin: 0 }}>
      {Object.entries(icons).map(([name, IconComponent]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, listStyle: 'none' }}>
          <IconComponent size={size} />
          <code style={{ fontSize: 12 }}>{name.replace(/Icon$/, '')}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Primitives/Icons',
  component: IconGallery,
  tags: ['autodocs'],
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs.length).toBe(Object.keys(icons).length);
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Large: Story = { args: { size: 32 } };
