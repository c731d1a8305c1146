import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { samplePhoto } from '../story-data';
import { ProfilePhoto } from './ProfilePhoto';
import { MAX_PHOTO_BYTES } from './photo-file';

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

/** Bypasses the input's `accept`, as a dropped file or another picker does. */
const forceChoose = (canvasElement: HTMLElement, file: File) =>
  fireEvent.change(fileInput(canvasElement), { target: { files: [file] } });

const meta = {
  title: 'Dashboard/ProfilePhoto',
  component: ProfilePhoto,
  tags: ['autodocs'],
  args: { name: 'Camille', src: null, onSelect: fn() },
} satisfies Meta<typeof ProfilePhoto>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photo yet: the initial stands in. The picker lists only the formats the server keeps. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Changer la photo de profil' })).toBeEnabled();
    await expect(fileInput(canvasElement)).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp',
    );
  },
};

export const WithPhoto: Story = { args: { src: samplePhoto } };

export const Uploading: Story = {
  args: { src: samplePhoto, busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Changer la photo de profil' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Envoi de la photo...');
  },
};

export const ChooseImage: Story = {
  play: async ({ args, canvasElement }) => {
    const photo = new File(['png'], 'portrait.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), photo);
    await expect(args.onSelect).toHaveBeenCalledWith(photo);
  },
};

/** SVG and HEIC are images the server does not keep; a PDF is no image at all. None is sent. */
export const RejectsUnsupportedType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    for (const file of [
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
      new File(['heic'], 'IMG_0001.heic', { type: 'image/heic' }),
      new File(['%PDF'], 'mandat.pdf', { type: 'application/pdf' }),
    ]) {
      forceChoose(canvasElement, file);
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'Veuillez choisir un fichier image (JPEG, PNG, WebP…).',
      );
    }
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** One byte over 5 MB: refused before any upload, rather than failing on the server. */
export const RejectsTooLarge: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const huge = new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], 'portrait.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput(canvasElement), huge);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      // The space before "Mo" is non-breaking; the matcher reads it as a space.
      'Cette image dépasse 5 Mo. Choisissez-en une plus légère.',
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** The upload failed: it says so, and the photo can be tapped again. */
export const UploadFailed: Story = {
  args: { src: samplePhoto, uploadFailed: true },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "La photo n'a pas pu être enregistrée. Réessayez.",
    );
    await expect(canvas.getByRole('button', { name: 'Changer la photo de profil' })).toBeEnabled();
    const photo = new File(['png'], 'portrait.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), photo);
    await expect(args.onSelect).toHaveBeenCalledWith(photo);
  },
};
