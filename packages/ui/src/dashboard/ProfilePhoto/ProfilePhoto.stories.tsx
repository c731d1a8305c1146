import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent } from 'storybook/test';
import { samplePhoto } from '../storyData';
import { ProfilePhoto } from './ProfilePhoto';

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

const meta = {
  title: 'Dashboard/ProfilePhoto',
  component: ProfilePhoto,
  tags: ['autodocs'],
  args: { name: 'Camille', src: null, onSelect: fn() },
} satisfies Meta<typeof ProfilePhoto>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photo yet: the initial stands in. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Changer la photo de profil' })).toBeEnabled();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/*');
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

/** A file that is not an image (here a PDF dropped past the picker's filter) is refused. */
export const RejectsNonImage: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const pdf = new File(['%PDF'], 'mandat.pdf', { type: 'application/pdf' });
    fireEvent.change(fileInput(canvasElement), { target: { files: [pdf] } });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Veuillez choisir un fichier image (JPEG, PNG, WebP…).',
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
