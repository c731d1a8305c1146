import { useState } from 'react';
import { t } from '../../i18n';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { useToast } from '../../primitives/Toast';
import { errorMessage } from '../labels';
import { Section, SectionTitle } from '../shared/TerritoryPage.styles';
import type { HouseNoteLabel } from '../types';
import { NoteButtons } from './SectorPage.styles';

export interface HouseNotePanelProps {
  /** POST /api/house-notes/ with the label and the optional comment ('others'). */
  onHouseNote: (label: HouseNoteLabel, others: string) => Promise<void>;
}

/** Logs a contact met at the door: interested (a contact) or thinking it over (an estimation). */
export function HouseNotePanel({ onHouseNote }: HouseNotePanelProps) {
  const toast = useToast();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState<HouseNoteLabel | null>(null);

  async function save(label: HouseNoteLabel) {
    if (busy) return;
    setBusy(label);
    try {
      await onHouseNote(label, comment.trim());
      setComment('');
      toast.success(t('territory.houseNote.saved'));
    } catch (error) {
      toast.error(errorMessage(error, t('common.genericError')));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Section>
      <SectionTitle>{t('territory.houseNote.title')}</SectionTitle>
      <TextField
        label={t('territory.houseNote.comment')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <NoteButtons>
        <Button busy={busy === 'interested'} disabled={busy !== null} onClick={() => void save('interested')}>
          {t('territory.houseNote.interested')}
        </Button>
        <Button
          variant="secondary"
          busy={busy === 'thinking'}
          disabled={busy !== null}
          onClick={() => void save('thinking')}
        >
          {t('territory.houseNote.thinking')}
        </Button>
      </NoteButtons>
    </Section>
  );
}
