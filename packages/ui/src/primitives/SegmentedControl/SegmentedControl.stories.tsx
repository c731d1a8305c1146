import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SegmentedControl, type SegmentedControlProps } from './SegmentedControl';

// Sample choices: the admin's views, the team board's figures and the contacts' filter.
const views = [
  { value: 'table', label: 'Tableau' },
  { value: 'board', label: 'Classement' },
] as const;
const figures = [
  { value: 'streets', label: 'Rues terminées' },
  { value: 'contacts', label: 'Contacts' },
  { value: 'estimations', label: 'Estimations' },
] as const;
const filters = [
  { value: 'all', label: 'Tous' },
  { value: 'interested', label: 'Intéressés' },
  { value: 'thinking', label: 'Réfléchissent' },
] as const;

/** Holds the choice as a screen would, so the stories can be clicked and played. */
function Chosen(props: SegmentedControlProps<string>) {
  const [value, setValue] = useState(props.value);
  return (
    <SegmentedControl
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/SegmentedControl',
  component: SegmentedControl,
  tags: ['autodocs'],
  args: { label: 'Affichage', options: views, value: 'table', onChange: fn() },
  render: (args) => <Chosen {...(args as SegmentedControlProps<string>)} />,
} satisfies Meta<typeof SegmentedControl<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two views, the group named for screen readers only; each segment sized by its label. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Affichage' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tableau' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Classement' }));
    await expect(args.onChange).toHaveBeenCalledWith('board');
    await expect(canvas.getByRole('button', { name: 'Classement' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Tableau' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The name shown above the segments, and the group labelled by it. */
export const WithLabel: Story = {
  args: { label: 'Classer par', showLabel: true, options: figures, value: 'streets' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Classer par')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Classer par' })).toBeVisible();
  },
};

/** Equal parts across the width, as a filter heading a list; used with Tab then Space or Enter. */
export const EqualParts: Story = {
  args: { label: 'Filtrer les contacts', options: filters, value: 'all', widths: 'equal' },
  play: async ({ canvas, args }) => {
    const [all, interested, thinking] = ['Tous', 'Intéressés', 'Réfléchissent'].map((name) =>
      canvas.getByRole('button', { name }),
    );
    const widths = [all, interested, thinking].map((button) => button?.getBoundingClientRect().width);
    await expect(Math.abs((widths[0] ?? 0) - (widths[2] ?? 0))).toBeLessThan(1);
    await userEvent.tab();
    await expect(all).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('interested');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('thinking');
    await expect(thinking).toHaveAttribute('aria-pressed', 'true');
    for (const button of [all, interested, thinking]) {
      await expect(button?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
