import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Checkbox, type CheckboxProps } from './Checkbox';

function ControlledCheckbox(props: CheckboxProps) {
  const [checked, setChecked] = useState(Boolean(props.checked));
  return <Checkbox {...props} checked={checked} onChange={(event) => setChecked(event.target.checked)} />;
}

// Sample label: a street of a sector's checklist.
const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  render: (args) => <ControlledCheckbox {...args} />,
  args: { label: 'Avenue des Ibis', checked: false },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Avenue des Ibis' });
    await expect(checkbox).not.toBeChecked();
    // The label row is the touch target.
    await userEvent.click(canvas.getByText('Avenue des Ibis'));
    await expect(checkbox).toBeChecked();
  },
};

export const Checked: Story = {
  args: { checked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Avenue des Ibis' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Avenue des Ibis' })).toBeDisabled();
  },
};
