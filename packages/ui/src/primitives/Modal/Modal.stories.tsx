import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../i18n';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Modal, type ModalProps } from './Modal';

/** Opens the modal from a real button, as screens do, so focus return can be checked. */
function ModalWithTrigger(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{props.title}</Button>
      <Modal {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

// Sample content: the spec's favourite form, as a screen would fill the modal.
const favouriteFields = (
  <>
    <TextField label="Titre" name="title" />
    <TextField label="Contenu" name="content" />
  </>
);
const favouriteFooter = (
  <>
    <Button variant="ghost">{t('common.cancel')}</Button>
    <Button>Ajouter</Button>
  </>
);

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  tags: ['autodocs'],
  render: (args) => <ModalWithTrigger {...args} />,
  args: {
    open: false,
    onOpenChange: () => {},
    title: 'Ajouter un favori',
    children: favouriteFields,
    footer: favouriteFooter,
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Ajouter un favori' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Ajouter un favori' });
    // Tab goes round the dialog's controls and never leaves it.
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Ajouter un favori' });
    await expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeVisible();
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Ajouter un favori' });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const WithDescription: Story = {
  args: {
    open: true,
    title: 'Sélectionnez votre ville',
    description: 'Votre agence dépend de cette ville.',
    children: null,
    footer: undefined,
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Sélectionnez votre ville',
    });
    await expect(dialog).toHaveAccessibleDescription('Votre agence dépend de cette ville.');
  },
};

export const Desktop: Story = {
  args: { open: true },
  globals: { viewport: { value: 'desktop' } },
  play: Open.play,
};

export const Wide: Story = {
  args: { open: true, size: 'wide' },
  globals: { viewport: { value: 'desktop' } },
  play: Open.play,
};
