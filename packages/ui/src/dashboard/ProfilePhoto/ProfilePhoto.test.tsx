import { ProspectThemeProvider } from '@prospect/ui/theme';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ProfilePhoto } from './ProfilePhoto';

describe('ProfilePhoto', () => {
  it('opens the file picker when the photo is clicked', async () => {
    const screen = await render(
      <ProspectThemeProvider>
        <ProfilePhoto name="Camille" onSelect={() => {}} />
      </ProspectThemeProvider>,
    );
    const input = screen.container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    // The real picker cannot open in a test; seeing the click reach the input is what matters.
    const click = vi.spyOn(input, 'click').mockImplementation(() => {});
    await screen.getByRole('button', { name: 'Changer la photo de profil' }).click();
    expect(click).toHaveBeenCalledOnce();
  });
});
