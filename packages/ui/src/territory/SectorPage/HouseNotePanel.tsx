import { useEffect, useId, useRef, useState } from 'react';
import { rejectionMessage } from '../../errors';
import { t } from '../../i18n';
import { Cluster, Stack } from '../../layout';
import { type AppLinkComponent, PlainLink } from '../../primitives/AppLink';
import { Button } from '../../primitives/Button';
import { ArrowRightIcon } from '../../primitives/icons';
import { TextField } from '../../primitives/TextField';
import { useToast } from '../../primitives/Toast';
import { SectionTitle } from '../shared/TerritoryPage.styles';
import type { HouseNoteLabel } from '../types';
import { Announcer, ContactsLink, RecordedItem, RecordedText } from './SectorPage.styles';
import '../../i18n/messages/territory';

export interface HouseNotePanelProps {
  /** POST /api/house-notes/ with the label and the comment ('others'). */
  onHouseNote: (label: HouseNoteLabel, others: string) => Promise<void>;
  /** How long a tap can be taken back before it is sent; 6 s by default. */
  undoDelayMs?: number | undefined;
  /** The app's router link, for « Voir mes contacts »; a plain link by default. */
  LinkComponent?: AppLinkComponent | undefined;
}

interface Outcome {
  id: number;
  label: HouseNoteLabel;
  others: string;
  state: 'held' | 'sending' | 'saved';
}

const UNDO_DELAY_MS = 6000;

/**
 * Logs a contact met at the door: interested (a contact, with where to find them) or thinking it over
 * (an estimation). The contract has no way to delete one, so each tap waits a few seconds, listed with
 * 'Annuler', before it is sent; leaving the page sends what still waits, so nothing is lost.
 */
export function HouseNotePanel({
  onHouseNote,
  undoDelayMs = UNDO_DELAY_MS,
  LinkComponent = PlainLink,
}: HouseNotePanelProps) {
  const toast = useToast();
  const titleId = useId();
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);
  const held = useRef(new Map<number, Outcome>());
  const send = useRef<(outcome: Outcome) => void>(() => undefined);

  send.current = (outcome: Outcome) => {
    held.current.delete(outcome.id);
    timers.current.delete(outcome.id);
    setOutcomes((list) =>
      list.map((item) => (item.id === outcome.id ? { ...item, state: 'sending' } : item)),
    );
    onHouseNote(outcome.label, outcome.others).then(
      () =>
        setOutcomes((list) =>
          list.map((item) => (item.id === outcome.id ? { ...item, state: 'saved' } : item)),
        ),
      (error: unknown) => {
        // Refused: off the list, and what was typed comes back to the field.
        setOutcomes((list) => list.filter((item) => item.id !== outcome.id));
        setComment((current) => current || outcome.others);
        toast.error(rejectionMessage(error, t('common.genericError')));
      },
    );
  };

  // Leaving the page (or the app) sends what still waits: an undo window never loses a contact.
  useEffect(() => {
    const flush = () => {
      for (const [id, timer] of timers.current) {
        clearTimeout(timer);
        const outcome = held.current.get(id);
        if (outcome) send.current(outcome);
      }
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  function record(label: HouseNoteLabel) {
    const others = comment.trim();
    if (label === 'interested' && !others) {
      setMissing(true);
      return;
    }
    const outcome: Outcome = { id: nextId.current++, label, others, state: 'held' };
    held.current.set(outcome.id, outcome);
    timers.current.set(
      outcome.id,
      setTimeout(() => send.current(outcome), undoDelayMs),
    );
    setOutcomes((list) => [outcome, ...list]);
    setComment('');
    setMissing(false);
    setAnnouncement(t('territory.houseNote.recordedOne', { summary: summaryOf(outcome) }));
  }

  function undo(outcome: Outcome) {
    clearTimeout(timers.current.get(outcome.id));
    timers.current.delete(outcome.id);
    held.current.delete(outcome.id);
    setOutcomes((list) => list.filter((item) => item.id !== outcome.id));
    setComment((current) => current || outcome.others);
    setAnnouncement(t('territory.houseNote.undone'));
  }

  return (
    <Stack as="section" gap="md" aria-labelledby={titleId}>
      <Cluster justify="between">
        <SectionTitle id={titleId}>{t('territory.houseNote.title')}</SectionTitle>
        {/* The contacts logged here and elsewhere, to follow up (screens/contacts). */}
        <ContactsLink as={LinkComponent} href="/contacts">
          {t('territory.houseNote.seeContacts')}
          <ArrowRightIcon size={16} />
        </ContactsLink>
      </Cluster>
      <TextField
        label={t('territory.houseNote.comment')}
        hint={t('territory.houseNote.commentHint')}
        error={missing ? t('territory.houseNote.commentRequired') : undefined}
        value={comment}
        onChange={(event) => {
          setComment(event.target.value);
          if (event.target.value.trim()) setMissing(false);
        }}
      />
      <Cluster align="stretch">
        <Button onClick={() => record('interested')}>{t('territory.houseNote.interested')}</Button>
        <Button variant="secondary" onClick={() => record('thinking')}>
          {t('territory.houseNote.thinking')}
        </Button>
      </Cluster>
      <Announcer role="status">{announcement}</Announcer>
      {outcomes.length > 0 ? (
        <Stack as="ul" gap="xs" aria-label={t('territory.houseNote.recorded')}>
          {outcomes.map((outcome) => (
            <RecordedItem key={outcome.id}>
              <RecordedText>
                <strong>{labelOf(outcome.label)}</strong>
                {outcome.others ? ` · ${outcome.others}` : ''}
                {outcome.state === 'saved' ? <span> · {t('territory.houseNote.saved')}</span> : null}
              </RecordedText>
              {outcome.state === 'held' ? (
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={t('territory.houseNote.undoLabel', { summary: summaryOf(outcome) })}
                  onClick={() => undo(outcome)}
                >
                  {t('common.cancel')}
                </Button>
              ) : null}
            </RecordedItem>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function labelOf(label: HouseNoteLabel): string {
  return label === 'interested' ? t('territory.houseNote.interested') : t('territory.houseNote.thinking');
}

function summaryOf(outcome: Outcome): string {
  return outcome.others ? `${labelOf(outcome.label)} · ${outcome.others}` : labelOf(outcome.label);
}
