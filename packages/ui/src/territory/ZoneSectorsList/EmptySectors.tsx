import { t } from '../../i18n';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorMessage } from '../../primitives/ErrorMessage';
import { useModeGeneration } from '../shared/useModeGeneration';
import { NextSteps } from './ZoneSectorsList.styles';

export interface EmptySectorsProps {
  /** 'Mode Aléatoire': one sector drawn at random (the mode modal's choice). */
  onRandomMode?: (() => Promise<void>) | undefined;
  /** 'Mode Choix': every sector generated, to choose from. */
  onChooseMode?: (() => Promise<void>) | undefined;
}

/** A zone without sectors: says so, and offers the two modes that create them. */
export function EmptySectors({ onRandomMode, onChooseMode }: EmptySectorsProps) {
  const { busy, error, run } = useModeGeneration();
  const hasNextStep = Boolean(onRandomMode || onChooseMode);

  return (
    <EmptyState
      title={t('territory.sectors.empty')}
      description={hasNextStep ? t('territory.sectors.emptyHint') : undefined}
      action={
        hasNextStep ? (
          <NextSteps>
            {error ? <ErrorMessage>{error}</ErrorMessage> : null}
            {onRandomMode ? (
              <Button
                fullWidth
                busy={busy === 'random'}
                disabled={busy !== null}
                onClick={() => void run('random', onRandomMode)}
              >
                {t('territory.modeModal.random')}
              </Button>
            ) : null}
            {onChooseMode ? (
              <Button
                fullWidth
                variant="secondary"
                busy={busy === 'choose'}
                disabled={busy !== null}
                onClick={() => void run('choose', onChooseMode)}
              >
                {t('territory.modeModal.choose')}
              </Button>
            ) : null}
          </NextSteps>
        ) : null
      }
    />
  );
}
