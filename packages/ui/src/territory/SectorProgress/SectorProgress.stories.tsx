import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { StreetChecklist } from '../StreetChecklist';
import type { Street } from '../types';
import { SectorProgress } from './SectorProgress';

const streets: Street[] = [
  { id: 1, name: 'Avenue des Lilas', status: 'done' },
  { id: 2, name: 'Rue des Mouettes', status: 'done' },
  { id: 3, name: 'Allée des Pins', status: 'done' },
  { id: 4, name: 'Rue du Port', status: 'pending' },
  { id: 5, name: 'Impasse des Dunes', status: 'pending' },
  { id: 6, name: 'Boulevard de l’Océan', status: 'pending' },
] as Street[];

const allDone = streets.map((street) => ({ ...street, status: 'done' as const }));

const meta = {
  title: 'Territory/SectorProgress',
  component: SectorProgress,
  tags: ['autodocs'],
  args: { streets, onFinish: fn() },
} satisfies Meta<typeof SectorProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Half way: '3 / 6 rues' and the bar at 50 %. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 / 6 rues')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progression du secteur' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await expect(canvas.queryByRole('button', { name: 'Retour à la zone' })).toBeNull();
  },
};

/** Every street done: the sector says so, and the way on is one large button. */
export const SectorFinished: Story = {
  args: { streets: allDone },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Secteur terminé !' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retour à la zone' }));
    await expect(args.onFinish).toHaveBeenCalledOnce();
  },
};

/** Random mode: 'Îlot terminé !', then the next îlot of the zone. */
export const IlotFinished: Story = {
  args: { streets: allDone, kind: 'ilot' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Îlot terminé !' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Îlot suivant' }));
    await expect(args.onFinish).toHaveBeenCalledOnce();
  },
};

/** The next îlot is being drawn. */
export const DrawingNextIlot: Story = {
  args: { streets: allDone, kind: 'ilot', finishing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: "Génération de l'îlot aléatoire..." })).toBeDisabled();
  },
};

/** The last tick moves focus to the finishing block, so a screen reader hears that it is over. */
export const LastTick: Story = {
  render: (args) => {
    const [list, setList] = useState<Street[]>(
      streets.map((s) => ({ ...s, status: s.id === 6 ? 'pending' : 'done' })),
    );
    return (
      <>
        <SectorProgress {...args} streets={list} />
        <StreetChecklist
          streets={list}
          onToggleStreet={(street, status) =>
            setList((current) => current.map((s) => (s.id === street.id ? { ...s, status } : s)))
          }
        />
      </>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5 / 6 rues')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Boulevard de l’Océan' }));
    await expect(canvas.getByText('6 / 6 rues')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Secteur terminé !' })).toHaveFocus();
  },
};
