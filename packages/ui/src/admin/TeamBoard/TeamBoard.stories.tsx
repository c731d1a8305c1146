import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type AdminLoaded, loadTeam } from '../story-data';
import type { AdminUser } from '../types';
import { TeamBoard } from './TeamBoard';

const meta = {
  title: 'Admin/TeamBoard',
  component: TeamBoard,
  tags: ['autodocs'],
  args: {
    members: [],
    viewer: { email: 'admin@prospect.demo', role: 'ADMIN' },
    status: 'ready',
    onRetry: fn(),
  },
} satisfies Meta<typeof TeamBoard>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The seeded agency's team (Camille 300 streets, Lucas 91, the rest 0), seen by Julien, its admin. */
const seededTeam = {
  loaders: [loadTeam],
  render: (args, { loaded }) => {
    const team = loaded as AdminLoaded;
    return <TeamBoard {...args} viewer={team.admin} members={team.members} />;
  },
} satisfies Story;

let nextId = 100;
/** A member of a made-up team: name, then completed streets, completed sectors and zones. */
const member = (
  first_name: string,
  last_name: string,
  streets: number,
  sectors = 0,
  zones = 0,
): AdminUser => ({
  id: nextId++,
  role: 'AGENT',
  firstName: first_name,
  first_name,
  last_name,
  email: `${first_name}.${last_name}@prospect.demo`.toLowerCase().replace(/[^a-z.@-]/g, ''),
  zones_count: zones,
  completed_sectors_count: sectors,
  completed_streets_count: streets,
});

const rankedList = (canvas: Canvas, figure: string) =>
  canvas.getByRole('list', { name: `Membres classés par ${figure}` });

/** Each entry as a screen reader reads it: rank, name, figure; the bar is hidden from it. */
const entriesOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) =>
      [...item.children]
        .filter((part) => part.getAttribute('aria-hidden') !== 'true')
        .map((part) => part.textContent?.trim())
        .join(' '),
    );

const barOf = (item: HTMLElement) => {
  const bar = item.querySelector<HTMLElement>('[aria-hidden="true"]');
  if (!bar) throw new Error('no bar');
  return bar;
};
/** The drawn length of an entry's bar, and of its track (the leader's length). */
const barWidths = (item: HTMLElement) => {
  const bar = barOf(item);
  const fill = getComputedStyle(bar, '::before');
  return {
    fill: fill.display === 'none' ? 0 : Number.parseFloat(fill.width),
    track: bar.getBoundingClientRect().width,
  };
};

const pressed = (canvas: Canvas) =>
  within(canvas.getByRole('group', { name: 'Classer par' }))
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

/** A phone: ranked by completed streets, the bars under the names, in proportion to the leader's. */
export const Default: Story = {
  ...seededTeam,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: "Classement de l'équipe" })).toBeVisible();
    await expect(pressed(canvas)).toEqual(['Rues terminées']);
    const list = rankedList(canvas, 'rues terminées');
    await expect(entriesOf(list)).toEqual([
      '1 Camille Martin 300',
      '2 Lucas Moreau 91',
      '3 Julien Leroy Vous 0',
      '3 Léa Dubois 0',
      '3 Sophie Bernard 0',
    ]);
    const [camille, lucas, julien] = within(list).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await expect(barWidths(camille).fill).toBeCloseTo(barWidths(camille).track, 0);
    await expect(barWidths(lucas).fill / barWidths(lucas).track).toBeCloseTo(91 / 300, 2);
    await expect(barWidths(julien).fill).toBe(0);
    // Phone layout: the bar runs under the name, not beside it.
    const name = within(camille).getByText('Camille Martin').getBoundingClientRect();
    await expect(barOf(camille).getBoundingClientRect().top).toBeGreaterThanOrEqual(name.bottom);
  },
};

/** Another figure ranks, chosen with the keyboard: Tab to the segment, Enter or Space. */
export const RankedByZones: Story = {
  ...seededTeam,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Rues terminées' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(pressed(canvas)).toEqual(['Îlots terminés']);
    await expect(entriesOf(rankedList(canvas, 'îlots terminés')).slice(0, 2)).toEqual([
      '1 Camille Martin 27',
      '2 Lucas Moreau 6',
    ]);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(pressed(canvas)).toEqual(['Zones']);
    await expect(entriesOf(rankedList(canvas, 'zones'))).toEqual([
      '1 Camille Martin 4',
      '2 Léa Dubois 1',
      '2 Lucas Moreau 1',
      '4 Julien Leroy Vous 0',
      '4 Sophie Bernard 0',
    ]);
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Aucun membre dans l'équipe pour le moment.")).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Classer par' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: /^Membres classés par/ })).not.toBeInTheDocument();
  },
};

export const OneMember: Story = {
  args: { members: [member('Camille', 'Martin', 300, 27, 4)] },
  play: async ({ canvas }) => {
    const list = rankedList(canvas, 'rues terminées');
    await expect(entriesOf(list)).toEqual(['1 Camille Martin 300']);
    const { fill, track } = barWidths(within(list).getByRole('listitem'));
    await expect(fill).toBeCloseTo(track, 0);
  },
};

const longNames: [string, string][] = [
  ['Marie-Christine', 'de La Rochefoucauld-Montmorency'],
  ['Jean-Baptiste', 'Lefèvre-Desmoulins'],
  ['Anne-Sophie', 'Villeneuve-Kerguelen'],
  ['Maximilien', 'Dupont de Saint-Exupéry'],
  ['Guillaume', 'Le Goff'],
  ['Chloé', 'Martin'],
  ['Pierre-Alexandre', 'Bourgeois-Duchâtel'],
  ['Élodie', 'Fontaine'],
  ['Thibault', 'Kerjean-Le Bihan'],
  ['Inès', 'Benali'],
];
const firstNames = ['Camille', 'Lucas', 'Léa', 'Hugo', 'Manon', 'Nathan', 'Sarah', 'Louis', 'Emma', 'Yanis'];
const lastNames = [
  'Moreau',
  'Dubois',
  'Bernard',
  'Petit',
  'Robert',
  'Richard',
  'Durand',
  'Leroy',
  'Simon',
  'Laurent',
];
/** Thirty members, ten with long compound names, figures from 1 234 streets down to 0. */
const bigTeam: AdminUser[] = Array.from({ length: 30 }, (_, index) => {
  const [first, last] =
    index % 3 === 0
      ? (longNames[index / 3] as [string, string])
      : [firstNames[index % 10] as string, lastNames[(index * 3 + Math.floor(index / 10)) % 10] as string];
  return member(first, last, Math.max(0, 1234 - index * 47), 30 - index, index % 5);
});

/** Thirty members, long names on a phone: names wrap, the figures stay in one column, nothing scrolls sideways. */
export const ManyMembers: Story = {
  args: { members: bigTeam },
  play: async ({ canvas }) => {
    const list = rankedList(canvas, 'rues terminées');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(30);
    await expect(entriesOf(list)[0]).toBe('1 Marie-Christine de La Rochefoucauld-Montmorency 1\u202f234');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const figureEdges = new Set(
      items.map((item) => Math.round(item.children[2]?.getBoundingClientRect().right ?? 0)),
    );
    await expect(figureEdges.size).toBe(1);
  },
};

/** Equal figures share a rank, and the next rank skips: no second place is made up. */
export const Ties: Story = {
  args: {
    members: [
      member('Inès', 'Benali', 15),
      member('Lucas', 'Moreau', 80),
      member('Camille', 'Martin', 120),
      member('Léa', 'Dubois', 80),
      member('Hugo', 'Petit', 80),
    ],
  },
  play: async ({ canvas }) => {
    await expect(entriesOf(rankedList(canvas, 'rues terminées'))).toEqual([
      '1 Camille Martin 120',
      '2 Hugo Petit 80',
      '2 Léa Dubois 80',
      '2 Lucas Moreau 80',
      '5 Inès Benali 15',
    ]);
  },
};

/** A new team: nobody has a figure yet; the board says so instead of drawing empty bars alone. */
export const ZeroEverywhere: Story = {
  args: {
    members: [member('Camille', 'Martin', 0), member('Lucas', 'Moreau', 0), member('Léa', 'Dubois', 0)],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tout le monde est à 0 pour le moment.')).toBeVisible();
    const list = rankedList(canvas, 'rues terminées');
    await expect(entriesOf(list)).toEqual(['1 Camille Martin 0', '1 Léa Dubois 0', '1 Lucas Moreau 0']);
    for (const item of within(list).getAllByRole('listitem')) await expect(barWidths(item).fill).toBe(0);
  },
};

/** From 768 px each member takes one line: rank, name, bar, figure. */
export const Desktop: Story = {
  ...seededTeam,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const [camille] = within(rankedList(canvas, 'rues terminées')).getAllByRole('listitem') as [HTMLElement];
    const name = within(camille).getByText('Camille Martin').getBoundingClientRect();
    const bar = barOf(camille).getBoundingClientRect();
    await expect(bar.left).toBeGreaterThan(name.right);
    await expect(bar.top).toBeLessThan(name.bottom);
    await expect(barWidths(camille).fill).toBeCloseTo(bar.width, 0);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement...');
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Impossible de charger la liste des utilisateurs.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
