import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PrivacyPolicy } from './PrivacyPolicy';

const meta = {
  title: 'Privacy/PrivacyPolicy',
  component: PrivacyPolicy,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { updatedOn: new Date(2026, 10, 1) },
} satisfies Meta<typeof PrivacyPolicy>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The app focuses a new page's heading for screen readers. After keyboard use, that programmatic focus
 * matches :focus-visible: the heading (no control) must still show no focus ring.
 */
async function focusHeadingAsTheAppDoes(heading: HTMLElement) {
  await userEvent.keyboard('{Tab}');
  heading.setAttribute('tabindex', '-1');
  heading.focus();
  await expect(heading).toHaveFocus();
  await expect(getComputedStyle(heading).outlineStyle).toBe('none');
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeVisible();
    const sections = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(sections).toEqual(['Données collectées', 'Utilisation des données', 'Cookies', 'Contact']);
    await expect(canvas.getByText('Dernière mise à jour : dimanche 1 novembre 2026')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Données collectées' })).toHaveTextContent(
      'Informations de compte : votre adresse email et votre nom',
    );
  },
};

export const WithContactEmail: Story = {
  args: { contactEmail: 'confidentialite@prospect.demo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'confidentialite@prospect.demo' })).toHaveAttribute(
      'href',
      'mailto:confidentialite@prospect.demo',
    );
  },
};

export const Desktop: Story = {
  args: { contactEmail: 'confidentialite@prospect.demo' },
  globals: { viewport: { value: 'desktop' } },
};

/** 'Retour' leads back to the login page (the app goes back in history when the visitor came from it). */
export const BackLink: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Retour' })).toHaveAttribute('href', '/auth');
  },
};

export const HeadingFocusedOnArrival: Story = {
  play: async ({ canvas }) => {
    await focusHeadingAsTheAppDoes(
      canvas.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    );
  },
};

/** At 200 % zoom (195 px): a word longer than the line (« confidentialité ») breaks. */
export const PhoneZoomed: Story = {
  ...Default,
  globals: { viewport: { value: 'phoneZoomed' } },
};
