import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UnsentChangesDialog } from './UnsentChangesDialog';

const meta = {
  title: 'Sync/UnsentChangesDialog',
  component: UnsentChangesDialog,
  tags: ['autodocs'],
  args: { open: true, onOpenChange: fn(), waiting: 3, onConfirm: fn() },
} satisfies Meta<typeof UnsentChangesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Sign-out asked while three changes wait: signing out anyway keeps them for the next sign-in. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Modifications non envoyées',
    });
    await expect(
      within(dialog).getByText(
        '3 modifications ne sont pas encore envoyées. Elles restent sur cet appareil et partiront à votre prochaine connexion ici.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Se déconnecter quand même' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledOnce());
  },
};

export const OneChange: Story = {
  args: { waiting: 1 },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Modifications non envoyées',
    });
    await expect(
      within(dialog).getByText(
        '1 modification n’est pas encore envoyée. Elle reste sur cet appareil et partira à votre prochaine connexion ici.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** 'Revenir à mon compte' asked while three changes made as the other person wait: they stay theirs. */
export const BackToOwnAccount: Story = {
  args: { leaving: 'backToOwnAccount' },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Modifications non envoyées',
    });
    await expect(
      within(dialog).getByText(
        '3 modifications ne sont pas encore envoyées. Elles restent sur cet appareil et partiront à la prochaine connexion de ce compte ici.',
      ),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Se déconnecter quand même' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revenir à mon compte quand même' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledOnce());
  },
};

export const BackToOwnAccountOneChange: Story = {
  args: { leaving: 'backToOwnAccount', waiting: 1 },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Modifications non envoyées',
    });
    await expect(
      within(dialog).getByText(
        '1 modification n’est pas encore envoyée. Elle reste sur cet appareil et partira à la prochaine connexion de ce compte ici.',
      ),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Revenir à mon compte quand même' }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
