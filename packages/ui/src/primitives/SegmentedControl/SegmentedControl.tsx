import { useId } from 'react';
import { Stack } from '../../layout';
import { GroupLabel, Segment, Segments } from './SegmentedControl.styles';

export interface SegmentedOption<Value extends string> {
  value: Value;
  label: string;
}

export interface SegmentedControlProps<Value extends string> {
  /** The group's name, e.g. 'Classer par'; always read by screen readers. */
  label: string;
  /** Shows the name above the buttons as well. */
  showLabel?: boolean;
  options: readonly SegmentedOption<Value>[];
  /**
   * 'text' sizes each segment by its label and, on a desktop, the group by its content; 'equal'
   * splits the whole width in equal parts, for a filter that heads a list.
   */
  widths?: 'text' | 'equal';
  value: Value;
  onChange: (value: Value) => void;
}

/**
 * One choice among two or three, as toggle buttons (aria-pressed) in a named group. Each is a plain
 * button in the tab order, used with Tab then Enter or Space: no roving focus or arrow keys to learn,
 * which tabs would need for a choice this small.
 */
export function SegmentedControl<Value extends string>({
  label,
  showLabel = false,
  options,
  widths = 'text',
  value,
  onChange,
}: SegmentedControlProps<Value>) {
  const labelId = useId();
  return (
    <Stack gap="xs">
      {showLabel ? <GroupLabel id={labelId}>{label}</GroupLabel> : null}
      <Segments
        role="group"
        data-widths={widths}
        aria-label={showLabel ? undefined : label}
        aria-labelledby={showLabel ? labelId : undefined}
      >
        {options.map((option) => (
          <Segment
            key={option.value}
            type="button"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Segment>
        ))}
      </Segments>
    </Stack>
  );
}
