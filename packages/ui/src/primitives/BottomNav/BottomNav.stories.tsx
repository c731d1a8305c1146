import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BottomNav, type BottomNavLinkProps } from './BottomNav';

/** Stands in for the router's Link: stories must not navigate the preview frame. */
function StoryLink({ href, children, ...rest }: BottomNavLinkProps) {
  return (
    <a href={href} {...rest} onClick={(event) => event.preventDefault()}>
      {children}
    </a>
  );
}

const meta = {
  title: 'Primitives/BottomNav',
  component: BottomNav,
  tags: ['autodocs'],
  args: { current: 'dashboard', onLogout: fn(), LinkComponent: StoryLink },
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Îlots' })).toHaveAttribute('href', '/zones');
    await expect(canvas.getByRole('link', { name: 'Calendrier' })).toHaveAttribute('href', '/calendrier');
    await expect(canvas.getByRole('link', { name: 'Favoris' })).toHaveAttribute('href', '/favoris');
  },
};

export const Zones: Story = {
  args: { current: 'zones' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Îlots' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  },
};

export const Calendar: Story = { args: { current: 'calendar' } };
export const Favorites: Story = { args: { current: 'favorites' } };

export const Logout: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Déconnexion' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };

/** At 200 % zoom (195 px): no longer fixed, the sections wrap onto two rows at the end of the page. */
export const PhoneZoomed: Story = {
  ...Default,
  globals: { viewport: { value: 'phoneZoomed' } },
};
