import { t } from '../../i18n';
import { Stack } from '../../layout';
import { Button } from '../../primitives/Button';
import { ErrorMessage } from '../../primitives/ErrorMessage';
import { Modal } from '../../primitives/Modal';
import { ModeButton } from '../shared/ModeButton';
import { type SectorMode, useModeGeneration } from '../shared/use-mode-generation';
import '../../i18n/messages/territory';

export interface ModeModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shown under the title, to say which zone the choice is for. */
  zoneName?: string | undefined;
  /** Generates one sector (random_mode: true). The modal closes once it resolves. */
  onRandomMode: () => Promise<void>;
  /** Generates every sector (random_mode: false). The modal closes once it resolves. */
  onChooseMode: () => Promise<void>;
  /** 'Voir les secteurs existants': /zones/{zoneId}/sectors. */
  onShowSectors: () => void;
}

/**
 * 'Choisissez votre mode', opened from a zone without sectors. A failed generation keeps the modal
 * open with the server's message ('Une erreur est survenue lors de la génération du secteur.' by default).
 */
export function ModeModal({
  open,
  onOpenChange,
  zoneName,
  onRandomMode,
  onChooseMode,
  onShowSectors,
}: ModeModalProps) {
  const { busy, error, setError, run: runMode } = useModeGeneration();
  const run = (kind: SectorMode, generate: () => Promise<void>) =>
    runMode(kind, generate, () => onOpenChange(false));

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) setError(null);
        onOpenChange(next);
      }}
      title={t('territory.modeModal.title')}
      description={zoneName}
      footer={
        <Button variant="secondary" disabled={busy !== null} onClick={() => onOpenChange(false)}>
          {t('common.close')}
        </Button>
      }
    >
      <Stack gap="sm">
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
        <ModeButton mode="random" busy={busy} onRun={() => void run('random', onRandomMode)} />
        <ModeButton mode="choose" busy={busy} onRun={() => void run('choose', onChooseMode)} />
        <Button fullWidth variant="ghost" disabled={busy !== null} onClick={onShowSectors}>
          {t('territory.modeModal.showSectors')}
        </Button>
      </Stack>
    </Modal>
  );
}
