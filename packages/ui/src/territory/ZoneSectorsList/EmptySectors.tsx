import { useState } from 'react';
import { t } from '../../i18n';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorMessage } from '../../primitives/ErrorMessage';
import { errorMessage } from '../labels';
import { NextSteps } from './ZoneSectorsList.styles';

export interface EmptySectorsProps {
  /** 'Mode Aléatoire': one sector drawn at random (the mode modal's choice). */
  onRandomMode?: (() => Promise<void>) | undefined;
  /** 'Mode Choix': every sector generated, to choose from. */
  onChooseMode?: (() => Promise<void>) | undefined;
}

type Busy = 'random' | 'choose' | null;

/** A zone without sectors: says so, and offers the two modes that create them. */
export function EmptySectors({ onRandomMode, onChooseMode }: EmptySectorsProps) {
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const hasNextStep = Boolean(onRandomMode || onChooseMode);

  async function run(kind: Exclude<Busy, null>, generate: () => Promise<void>) {
    if (busy) return;
    setBusy(kind);
    setError(null);
    try {
      await generate();
    } catch (failure) {
      setError(errorMessage(failure, t('territory.modeModal.generateError')));
    } finally {
      setBusy(null);
    }
  }

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
