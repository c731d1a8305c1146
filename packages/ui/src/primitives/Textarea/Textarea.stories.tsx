import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { t } from '../../i18n';
import { Textarea } from './Textarea';

// Sample label: the favourite form's content field.
const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  // Chromium underlines "misspelt" French words late and at random; the screenshots must not depend on it.
  args: { label: 'Contenu', name: 'content', spellCheck: false },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Contenu' });
    await userEvent.type(textarea, 'Maison à vendre au printemps.');
    await expect(textarea).toHaveValue('Maison à vendre au printemps.');
    // A focus ring around a typed-in field can differ by a pixel from run to run; leave the field.
    textarea.blur();
  },
};

export const WithError: Story = {
  args: { error: t('common.genericError') },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Contenu' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Une erreur est survenue.');
  },
};

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'Famille intéressée, rappeler.' } };
