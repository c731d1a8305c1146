import { useState } from 'react';
import { rejectionMessage } from '../../errors';
import { t } from '../../i18n';

export type SectorMode = 'random' | 'choose';

/**
 * Runs one of the two modes that create a zone's sectors: one at a time, the running one marked busy,
 * a failure kept as the server's message ('Une erreur est survenue lors de la génération du
 * secteur.' by default) and cleared by the next try.
 */
export function useModeGeneration() {
  const [busy, setBusy] = useState<SectorMode | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(mode: SectorMode, generate: () => Promise<void>, onDone?: () => void) {
    if (busy) return;
    setBusy(mode);
    setError(null);
    try {
      await generate();
      onDone?.();
    } catch (failure) {
      setError(rejectionMessage(failure, t('errors.sectorGenerate.failed')));
    } finally {
      setBusy(null);
    }
  }

  return { busy, error, setError, run };
}
