import { t } from '../../i18n';
import { Button, type ButtonVariant } from '../../primitives/Button';
import type { SectorMode } from './use-mode-generation';
import '../../i18n/messages/territory';

const labels = {
  random: () => t('territory.modeModal.random'),
  choose: () => t('territory.modeModal.choose'),
} satisfies Record<SectorMode, () => string>;

export interface ModeButtonProps {
  mode: SectorMode;
  /** The mode running now (useModeGeneration's `busy`): this button spins, every one is disabled. */
  busy: SectorMode | null;
  onRun: () => void;
  variant?: ButtonVariant;
}

/** 'Mode Aléatoire' or 'Mode Choix', as the mode modal and an empty sector list both offer them. */
export function ModeButton({ mode, busy, onRun, variant = 'primary' }: ModeButtonProps) {
  return (
    <Button fullWidth variant={variant} busy={busy === mode} disabled={busy !== null} onClick={onRun}>
      {labels[mode]()}
    </Button>
  );
}
