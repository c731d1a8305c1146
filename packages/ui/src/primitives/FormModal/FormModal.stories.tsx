import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { t } from '../../i18n';
import { TextField } from '../TextField';
import { FormModal } from './FormModal';

/** A form modal with one field; `save` decides how the saving ends, `editing` picks the default texts. */
function Example({ save, editing }: { save: (title: string) => Promise<void>; editing?: boolean }) {
  const [open, setOpen] = useState(true);
  const [title, setTitle] = useState('');
  return (
    <FormModal
      open={open}
      onOpenChange={setOpen}
      title={t(editing ? 'favorites.modal.editTitle' : 'favorites.add')}
      {...(editing === undefined
        ? {
            submitLabel: t('common.add'),
            busyLabel: t('common.saving'),
            fallbackError: t('common.genericError'),
          }
        : { editing })}
      onSubmit={() => (title.trim() ? save(title) : false)}
    >
      <TextField label={t('common.field.title')} value={title} onChange={(e) => setTitle(e.target.value)} />
    </FormModal>
  );
}

const meta = {
  title: 'Primitives/FormModal',
  component: Example,
  tags: ['autodocs'],
  args: { save: fn(async () => {}) },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un favori' });
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    await expect(args.save).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Titre'), 'Rue des Mimosas');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    await expect(args.save).toHaveBeenCalledWith('Rue des Mimosas');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const SaveFails: Story = {
  args: { save: fn(async () => Promise.reject(new Error(t('common.genericError')))) },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Ajouter un favori' });
    await userEvent.type(screen.getByLabelText('Titre'), 'Rue des Mimosas');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue.');
    await expect(screen.getByLabelText('Titre')).toHaveValue('Rue des Mimosas');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** An edit form left to FormModal's defaults: 'Modifier', and the list's update failure when the save fails. */
export const EditingDefaults: Story = {
  args: { editing: true, save: fn(async () => Promise.reject(new Error(''))) },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Modifier le favori' });
    await userEvent.type(screen.getByLabelText('Titre'), 'Rue des Mimosas');
    await userEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    await expect(await screen.findByText(t('errors.list.updateFailed'))).toBeVisible();
  },
};
