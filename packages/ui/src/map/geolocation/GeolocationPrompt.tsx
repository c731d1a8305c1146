import { useId } from 'react';
import { t } from '../../i18n';
import { Cluster } from '../../layout';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { LocationIcon } from '../../primitives/icons';
import { Prompt, Question, ResetSlot } from './GeolocationPrompt.styles';
import '../../i18n/messages/map';

export interface GeolocationPromptProps {
  onAllow: () => void;
  onDecline: () => void;
}

/** 'Partager votre position ?' over a map that has no centre of its own. */
export function GeolocationPrompt({ onAllow, onDecline }: GeolocationPromptProps) {
  const questionId = useId();
  return (
    <Prompt role="group" aria-labelledby={questionId}>
      <Question id={questionId}>
        <LocationIcon />
        {t('map.geolocation.question')}
      </Question>
      <Cluster align="stretch" wrap={false}>
        <Button size="small" onClick={onAllow}>
          {t('map.geolocation.allow')}
        </Button>
        <Button size="small" variant="secondary" onClick={onDecline}>
          {t('map.geolocation.decline')}
        </Button>
      </Cluster>
    </Prompt>
  );
}

/**
 * The map's pin, « Centrer sur moi »: it brings the map back to the agent, asking first when the
 * position is not shared yet. After a refusal it forgets the stored answer instead, so the question
 * comes back.
 */
export function ResetGeolocationButton({
  onReset,
  recenters = false,
}: {
  onReset: () => void;
  recenters?: boolean;
}) {
  return (
    <ResetSlot>
      <IconButton
        label={recenters ? t('map.geolocation.recenter') : t('map.geolocation.reset')}
        icon={<LocationIcon />}
        onClick={onReset}
      />
    </ResetSlot>
  );
}
