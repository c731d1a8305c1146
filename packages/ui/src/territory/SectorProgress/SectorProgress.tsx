import { useEffect, useId, useRef } from 'react';
import { t } from '../../i18n';
import { Stack } from '../../layout';
import { Button } from '../../primitives/Button';
import { ProgressBar } from '../../primitives/ProgressBar';
import type { Street } from '../types';
import { Counter, Finished, FinishedText, FinishedTitle } from './SectorProgress.styles';
import '../../i18n/messages/territory';

export interface SectorProgressProps {
  streets: readonly Street[];
  /** 'sector' on the sector page; 'ilot' in random mode, where the next îlot follows. */
  kind?: 'sector' | 'ilot';
  /** The finishing action once every street is done ('Retour à la zone', or 'Îlot suivant'). */
  onFinish?: (() => void) | undefined;
  /** Shown while the finishing action runs (the next îlot being drawn). */
  finishing?: boolean | undefined;
}

/**
 * '3 / 6 rues' and a bar at the top of the sector; when every street is done, a large finishing
 * action in their place, so the agent is never left on a page with nothing more to do.
 */
export function SectorProgress({
  streets,
  kind = 'sector',
  onFinish,
  finishing = false,
}: SectorProgressProps) {
  const titleId = useId();
  const done = streets.filter((street) => street.status === 'done').length;
  const total = streets.length;
  const complete = total > 0 && done === total;
  const finishedRef = useRef<HTMLElement>(null);

  // The last tick announces the end: the finishing block takes the focus it can be acted on from.
  const wasComplete = useRef(complete);
  useEffect(() => {
    if (complete && !wasComplete.current) finishedRef.current?.focus({ preventScroll: false });
    wasComplete.current = complete;
  }, [complete]);

  if (total === 0) return null;
  return (
    <Stack gap="sm">
      <Counter>{t('territory.progress.streets', { done, total })}</Counter>
      <ProgressBar value={(done / total) * 100} label={t('territory.progress.label')} />
      {complete ? (
        <Finished ref={finishedRef} tabIndex={-1} aria-labelledby={titleId}>
          <FinishedTitle id={titleId}>
            {kind === 'ilot' ? t('territory.finished.ilotTitle') : t('territory.finished.sectorTitle')}
          </FinishedTitle>
          <FinishedText>{t('territory.finished.text')}</FinishedText>
          {onFinish ? (
            <Button
              fullWidth
              onClick={onFinish}
              busy={finishing}
              busyLabel={t('territory.random.generating')}
            >
              {kind === 'ilot' ? t('territory.finished.nextIlot') : t('territory.finished.backToZone')}
            </Button>
          ) : null}
        </Finished>
      ) : null}
    </Stack>
  );
}
