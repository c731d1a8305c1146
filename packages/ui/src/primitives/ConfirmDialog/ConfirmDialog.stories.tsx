import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../i18n';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** Opens the dialog from a delete button, as screens do. */
function ConfirmWithTrigger(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('common.delete')}
      </Button>
      <ConfirmDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  render: (args) => <ConfirmWithTrigger {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Confirmer la suppression' });
    await expect(dialog).toHaveAccessibleDescription('Êtes-vous sûr de vouloir supprimer cet élément ?');
    // The safe choice has focus first.
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeEnabled();
  },
};

export const Confirm: Story = {
  args: { open: false },
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Supprimer' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Cancel: Story = {
  args: { open: false },
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Supprimer' });
    await userEvent.click(trigger);
    await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Supprimer' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeDisabled();
  },
};

export const ConfirmFails: Story = {
  args: {
    onConfirm: fn(async () => {
      throw new Error('refused');
    }),
    error: t('common.genericError'),
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Une erreur est survenue.');
    await expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeEnabled();
    await expect(body(canvasElement).getByRole('alertdialog')).toBeInTheDocument();
  },
};

// Sample wording: the admin screen's impersonation confirmation uses the primary tone.
export const PrimaryTone: Story = {
  args: {
    tone: 'primary',
    title: 'Se connecter en tant que cet utilisateur',
    message: 'Vous allez vous connecter en tant que cet utilisateur. Continuer ?',
    confirmLabel: 'Continuer',
  },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Continuer' })).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: Default.play,
};

/** At 200 % zoom (195 px). */
export const PhoneZoomed: Story = {
  ...Default,
  globals: { viewport: { value: 'phoneZoomed' } },
};
