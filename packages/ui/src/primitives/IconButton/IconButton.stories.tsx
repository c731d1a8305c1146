import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { t } from '../../i18n';
import { CloseIcon, EditIcon, TrashIcon } from '../icons';
import { IconButton } from './IconButton';

// Sample label: the zone list's delete button.
const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Supprimer la zone', icon: <CloseIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer la zone' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Danger: Story = {
  args: { variant: 'danger', icon: <TrashIcon />, label: t('common.delete') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Supprimer' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, icon: <EditIcon />, label: 'Modifier' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Modifier' })).toBeDisabled();
  },
};
