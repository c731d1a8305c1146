import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { fr } from '../i18n';
import { errors } from '../i18n/messages/errors';
import { fillPlaceholders } from '../i18n/translate';

// Sample values for the placeholders, as a server or the mapping would fill them.
const samples = {
  message: 'Nom déjà pris.',
  label: 'Email',
  messages: 'Un compte existe déjà avec cet email.',
  error: 'Action non autorisée.',
  details: 'rôle AGENT',
};

// The catalogue's own texts, and the generic one `errorMessage` shares with every screen. The field
// labels of registration errors are the form's own (common.field.*), shown inside 'Email : …'.
const catalogue = { 'common.genericError': fr['common.genericError'], ...errors };

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.body};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Every text of the error catalogue (spec §8), as screens show them through `errorMessage`. */
function ErrorCatalogue() {
  return (
    <List>
      {Object.entries(catalogue).map(([key, template]) => (
        <Item key={key} data-key={key}>
          {fillPlaceholders(template, samples)}
        </Item>
      ))}
    </List>
  );
}

const meta = {
  title: 'Errors/Catalogue',
  component: ErrorCatalogue,
  tags: ['autodocs'],
  // Two columns at 1024 px: the whole catalogue fits on one screen.
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ErrorCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(Object.keys(catalogue).length);
    await expect(
      canvas.getByText("Erreur critique: Le token de l'administrateur est manquant."),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Email : Un compte existe déjà avec cet email.')).toBeInTheDocument();
  },
};
