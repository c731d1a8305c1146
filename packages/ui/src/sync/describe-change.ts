import type { HouseNoteLabel } from '@prospect/contract';
import { type MessageKey, t } from '../i18n';
import { doorOutcomeLabel } from '../i18n/door-outcome-label';
import type { SyncChangeSubject } from './types';
import '../i18n/messages/sync';
import '../i18n/messages/territory';

// The words of the sector page's own buttons, so a change reads as the person made it.
const houseNoteLabels = {
  interested: 'territory.houseNote.interested',
  thinking: 'territory.houseNote.thinking',
} as const satisfies Record<HouseNoteLabel, MessageKey>;

/** Typed text inside a one-line description (and a button's name) stops here; the panel shows it in full. */
const EXCERPT_CHARACTERS = 60;

/** `text` on one line, cut with an ellipsis past EXCERPT_CHARACTERS (by code point, so no emoji is split). */
export function excerpt(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(oneLine);
  if (characters.length <= EXCERPT_CHARACTERS) return oneLine;
  return `${characters
    .slice(0, EXCERPT_CHARACTERS - 1)
    .join('')
    .trimEnd()}…`;
}

/** One line saying what a change is about, e.g. 'Rue cochée : Rue Victor Hugo'. */
export function describeSyncChange(subject: SyncChangeSubject): string {
  switch (subject.kind) {
    case 'streetStatus':
      return subject.done
        ? t('sync.change.streetDone', { name: subject.streetName })
        : t('sync.change.streetUndone', { name: subject.streetName });
    case 'streetCount':
      return t('sync.change.streetCount', { count: subject.count });
    case 'zoneNoteCreate':
      return t('sync.change.zoneNoteCreate', { content: excerpt(subject.content) });
    case 'zoneNoteUpdate':
      return t('sync.change.zoneNoteUpdate', { content: excerpt(subject.content) });
    case 'zoneNoteDelete':
      return t('sync.change.zoneNoteDelete');
    case 'houseNote':
      return t('sync.change.houseNote', { label: t(houseNoteLabels[subject.label]) });
    case 'favoriteCreate':
      return t('sync.change.favoriteCreate', { title: excerpt(subject.title) });
    case 'favoriteUpdate':
      return t('sync.change.favoriteUpdate', { title: excerpt(subject.title) });
    case 'favoriteDelete':
      return t('sync.change.favoriteDelete');
    case 'eventCreate':
      return t('sync.change.eventCreate', { title: excerpt(subject.title) });
    case 'eventUpdate':
      return t('sync.change.eventUpdate', { title: excerpt(subject.title) });
    case 'eventDelete':
      return t('sync.change.eventDelete');
    case 'doorUpdate':
      return subject.outcome
        ? t('sync.change.doorUpdate', {
            number: subject.number,
            name: subject.streetName,
            outcome: doorOutcomeLabel(subject.outcome),
          })
        : t('sync.change.doorEdit', { number: subject.number, name: subject.streetName });
    case 'doorCreate':
      return t('sync.change.doorCreate', { number: subject.number, name: subject.streetName });
  }
}

/**
 * The longer text the person typed for this change (a note, a door's comment, a favourite's content,
 * an event's description), or null when there is none: what a refusal would otherwise lose.
 */
export function typedTextOf(subject: SyncChangeSubject): string | null {
  const text = (() => {
    switch (subject.kind) {
      case 'zoneNoteCreate':
      case 'zoneNoteUpdate':
      case 'favoriteCreate':
      case 'favoriteUpdate':
        return subject.content;
      case 'houseNote':
        return subject.others;
      case 'eventCreate':
      case 'eventUpdate':
        return subject.description;
      default:
        return '';
    }
  })();
  return text.trim() === '' ? null : text;
}
