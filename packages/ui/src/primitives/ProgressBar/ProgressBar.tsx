import { type CSSProperties, useId } from 'react';
import { t } from '../../i18n';
import { Cluster, Stack } from '../../layout';
import { Fill, Track, Value, VisibleLabel } from './ProgressBar.styles';

export interface ProgressBarProps {
  /** A percentage; clamped to 0–100 and rounded. */
  value: number;
  /** The bar's accessible name, e.g. 'Progression de la zone'. */
  label: string;
  /** Shows the label above the bar as well (it is always read by screen readers). */
  showLabel?: boolean;
  className?: string;
}

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}

/** A completion bar with its percentage written beside it ('42 %'). */
export function ProgressBar({ value, label, showLabel = false, className }: ProgressBarProps) {
  const labelId = useId();
  const percent = clampPercent(value);
  const text = t('primitives.progress.value', { value: percent });
  return (
    <Stack gap="xs" className={className}>
      {showLabel ? <VisibleLabel id={labelId}>{label}</VisibleLabel> : null}
      <Cluster wrap={false}>
        <Track
          role="progressbar"
          aria-label={showLabel ? undefined : label}
          aria-labelledby={showLabel ? labelId : undefined}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={text}
          style={{ '--progress-value': `${percent}%` } as CSSProperties}
        >
          <Fill />
        </Track>
        {/* The bar already announces the value; this copy is for the eye. */}
        <Value aria-hidden="true">{text}</Value>
      </Cluster>
    </Stack>
  );
}
