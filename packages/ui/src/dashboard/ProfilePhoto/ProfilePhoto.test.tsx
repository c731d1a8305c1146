import { ProspectThemeProvider } from '@prospect/ui/theme';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ProfilePhoto } from './ProfilePhoto';

const fileInputOf = (container: HTMLElement) => {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return page.elementLocator(input);
};

/** The photo as the dashboard wires it: busy while `upload` runs, the failure kept until the next try. */
function UploadingPhoto({ upload }: { upload: (file: File) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function onSelect(file: File) {
    setBusy(true);
    try {
      await upload(file);
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <ProfilePhoto name="Camille" busy={busy} uploadFailed={failed} onSelect={(file) => void onSelect(file)} />
  );
}

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

  it('is busy while sending, says when the upload failed, and lets the agent try again', async () => {
    let failUpload: (reason: Error) => void = () => {};
    const upload = vi.fn(
      (_file: File) =>
        new Promise<void>((_resolve, reject) => {
          failUpload = reject;
        }),
    );
    const screen = await render(
      <ProspectThemeProvider>
        <UploadingPhoto upload={upload} />
      </ProspectThemeProvider>,
    );
    const photoButton = screen.getByRole('button', { name: 'Changer la photo de profil' });
    const photo = new File(['png'], 'portrait.png', { type: 'image/png' });

    await userEvent.upload(fileInputOf(screen.container), photo);
    await expect.element(photoButton).toBeDisabled();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Envoi de la photo...');

    failUpload(new Error('413'));
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent("La photo n'a pas pu être enregistrée. Réessayez.");
    await expect.element(photoButton).toBeEnabled();

    // The second try hides the old failure while it runs.
    await userEvent.upload(fileInputOf(screen.container), photo);
    await expect.element(screen.getByRole('status')).toBeInTheDocument();
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('sends a file the browser gave no type, recognised by its name, as a typed image', async () => {
    const onSelect = vi.fn();
    const screen = await render(
      <ProspectThemeProvider>
        <ProfilePhoto name="Camille" onSelect={onSelect} />
      </ProspectThemeProvider>,
    );
    const input = fileInputOf(screen.container).element() as HTMLInputElement;
    // Set directly: Playwright's upload would fill in the type from the name itself.
    const chosen = new DataTransfer();
    chosen.items.add(new File(['jpeg'], 'portrait.jpg', { type: '' }));
    input.files = chosen.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(onSelect.mock.calls[0]?.[0]).toMatchObject({ name: 'portrait.jpg', type: 'image/jpeg' });
  });
});
