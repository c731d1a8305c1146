import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../i18n';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { ToastProvider } from './Toast';
import { useToast } from './use-toast';

// Sample texts: a success from the admin screen and the generic failure.
const successText = 'Rôle mis à jour avec succès.';

function ToastButtons() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.success(successText)}>Enregistrer</Button>
      <Button variant="danger" onClick={() => toast.error(t('common.genericError'))}>
        {t('common.delete')}
      </Button>
    </div>
  );
}

// The preview decorator already wraps every story in a ToastProvider that keeps success toasts.
const meta = {
  title: 'Primitives/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  args: { children: null },
  render: () => <ToastButtons />,
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    const status = await body(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent('Rôle mis à jour avec succès.');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

export const ErrorToast: Story = {
  name: 'Error',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer' }));
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent('Une erreur est survenue.');
  },
};

export const Dismiss: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer' }));
    await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Fermer la notification' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alert')).not.toBeInTheDocument());
  },
};

export const Stacked: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer' }));
    await expect(await body(canvasElement).findByRole('alert')).toBeVisible();
    await expect(body(canvasElement).getByRole('status')).toBeVisible();
  },
};

/** A toast left by the previous action while a confirmation opens as a bottom sheet on the phone. */
function ToastOverOpenConfirmation() {
  const toast = useToast();
  useEffect(() => toast.success(successText), [toast]);
  return (
    <ConfirmDialog
      open
      onOpenChange={() => {}}
      title={t('admin.impersonate.title')}
      message={t('admin.impersonate.confirm')}
      confirmLabel={t('admin.impersonate.continue')}
      tone="primary"
      onConfirm={() => {}}
    />
  );
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The toast shows at the top of the phone: the sheet's text and buttons stay uncovered. */
export const OverBottomSheetDialog: Story = {
  render: () => <ToastOverOpenConfirmation />,
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Se connecter en tant que cet utilisateur',
    });
    const toast = await waitFor(() => {
      const found = document.querySelector('[data-tone="success"]');
      if (!found) throw new Error('no toast yet');
      return found;
    });
    await expect(toast).toHaveTextContent(successText);
    await expect(overlaps(toast.getBoundingClientRect(), dialog.getBoundingClientRect())).toBe(false);
    await expect(within(dialog).getByRole('button', { name: 'Continuer' })).toBeVisible();
  },
};
