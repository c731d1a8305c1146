import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Modal } from '../primitives/Modal';
import { ProspectThemeProvider } from './ThemeProvider';

describe('GlobalStyle', () => {
  it('keeps an open dialog’s body switches from reaching the page behind it', async () => {
    const screen = await render(
      <ProspectThemeProvider>
        <p>La page derrière</p>
        <Modal open onOpenChange={() => {}} title="Porte 12">
          <p>Le contenu</p>
        </Modal>
      </ProspectThemeProvider>,
    );
    await expect.element(screen.getByRole('dialog', { name: 'Porte 12' })).toBeVisible();
    // Radix has switched pointer events off and locked the scroll on body…
    expect(getComputedStyle(document.body).pointerEvents).toBe('none');
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    // …and neither change reaches the page's elements: nothing of theirs to restyle.
    const page = screen.getByText('La page derrière').element();
    expect(getComputedStyle(page).pointerEvents).toBe('auto');
    expect(getComputedStyle(page).getPropertyValue('--removed-body-scroll-bar-size')).toBe('');
  });
});
