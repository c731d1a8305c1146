import { t } from '../../i18n';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorMessage } from '../../primitives/ErrorMessage';
import { ModeButton } from '../shared/ModeButton';
import { useModeGeneration } from '../shared/use-mode-generation';
import { NextSteps } from './ZoneSectorsList.styles';
import '../../i18n/messages/territory';

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
              <ModeButton mode="random" busy={busy} onRun={() => void run('random', onRandomMode)} />
            ) : null}
            {onChooseMode ? (
              <ModeButton
                mode="choose"
                variant="secondary"
                busy={busy}
                onRun={() => void run('choose', onChooseMode)}
              />
            ) : null}
          </NextSteps>
        ) : null
      }
    />
  );
}
