import { isValid, parseISO } from 'date-fns';
import { memo, useId, useState } from 'react';
import { formatShortDate, formatTime, t } from '../../i18n';
import { Cluster, VisuallyHidden } from '../../layout';
import { Badge, Button, CalendarIcon, CheckIcon, IconButton, LocationIcon, StarIcon } from '../../primitives';
import { PendingBadge } from '../../primitives/PendingBadge';
import { excerptOf, labelText, textOf } from '../contact-details';
import type { CalendarEvent, HouseNote } from '../types';
import {
  Actions,
  Article,
  Byline,
  CallBack,
  ContactText,
  Detail,
  NoText,
  TextToggle,
} from './ContactCard.styles';
import '../../i18n/messages/contacts';
import '../../i18n/messages/territory';

/** Beyond this many characters (or lines), a text shows its first lines until 'Afficher plus'. */
const CLAMP_CHARACTERS = 220;
const CLAMP_LINES = 4;

export interface ContactCardProps {
  note: HouseNote;
  /** Logged on this device and not yet sent: 'Pas encore envoyé'. */
  pending?: boolean | undefined;
  /** Its planned call-back, if any; `callBackPending` when that event is not sent yet. */
  callBack?: CalendarEvent | null | undefined;
  callBackPending?: boolean | undefined;
  /** Already among the favourites: no button to add it again. */
  favorite?: boolean | undefined;
  /** While its favourite is being saved. */
  savingFavorite?: boolean | undefined;
  onScheduleCallBack: (note: HouseNote) => void;
  onAddFavorite: (note: HouseNote) => void;
}

const dateOf = (iso: string) => {
  const date = iso ? parseISO(iso) : null;
  return date && isValid(date) ? date : null;
};

/**
 * One contact met at the door: its label, the text the agent typed (long ones folded), where and when,
 * who noted it, its planned call-back, and what to do next.
 */
export const ContactCard = memo(function ContactCard({
  note,
  pending = false,
  callBack,
  callBackPending = false,
  favorite = false,
  savingFavorite = false,
  onScheduleCallBack,
  onAddFavorite,
}: ContactCardProps) {
  const textId = useId();
  const nameId = useId();
  const pendingId = useId();
  const [expanded, setExpanded] = useState(false);
  const text = textOf(note);
  const label = labelText(note.label);
  const name = excerptOf(text) || label || t('common.contact');
  const foldable = text.length > CLAMP_CHARACTERS || text.split('\n').length > CLAMP_LINES;
  const created = dateOf(note.created_at);
  const callBackDate = callBack ? dateOf(callBack.date) : null;
  const place = [
    note.sector_number != null ? t('territory.sector.label', { number: note.sector_number }) : null,
    note.street_name ?? null,
  ].filter(Boolean);

  return (
    <Article aria-labelledby={nameId} aria-describedby={pending ? pendingId : undefined}>
      {/* The card and its buttons are named by the text's start: a 3,000-character name reads badly. */}
      <VisuallyHidden id={nameId}>{name}</VisuallyHidden>
      {label || pending ? (
        <Cluster>
          {label ? <Badge tone={note.label === 'interested' ? 'green' : 'blue'}>{label}</Badge> : null}
          {pending ? <PendingBadge id={pendingId} /> : null}
        </Cluster>
      ) : null}
      {text ? (
        <ContactText id={textId} data-clamped={foldable && !expanded}>
          {text}
        </ContactText>
      ) : (
        <NoText>{t('contacts.card.noText')}</NoText>
      )}
      {foldable ? (
        <TextToggle>
          <Button
            variant="ghost"
            size="small"
            aria-expanded={expanded}
            aria-controls={textId}
            aria-describedby={nameId}
            onClick={() => setExpanded((open) => !open)}
          >
            {t(expanded ? 'contacts.card.textLess' : 'contacts.card.textMore')}
          </Button>
        </TextToggle>
      ) : null}
      {place.length > 0 ? (
        <Detail>
          <LocationIcon size={16} />
          {place.join(' · ')}
        </Detail>
      ) : null}
      <Byline>
        {created ? (
          <time dateTime={note.created_at}>{t('common.onDate', { date: formatShortDate(created) })}</time>
        ) : null}
        {created && note.user ? ' · ' : null}
        {note.user || null}
      </Byline>
      {callBack && callBackDate ? (
        <CallBack>
          <CalendarIcon size={16} />
          <time dateTime={callBack.date}>
            {t('contacts.callBack.planned', {
              date: formatShortDate(callBackDate),
              time: formatTime(callBackDate),
            })}
          </time>
          {callBackPending ? <PendingBadge /> : null}
        </CallBack>
      ) : null}
      <Actions>
        <Button
          variant="secondary"
          size="small"
          aria-describedby={nameId}
          onClick={() => onScheduleCallBack(note)}
        >
          <CalendarIcon size={16} />
          {t('contacts.callBack.schedule')}
        </Button>
        {favorite ? (
          <Badge tone="purple" icon={<CheckIcon size={14} />}>
            {t('contacts.favorite.already')}
          </Badge>
        ) : (
          // An icon beside the call-back button: both in words would not fit one line of a phone.
          <IconButton
            label={t('contacts.favorite.add')}
            icon={<StarIcon size={20} />}
            aria-describedby={nameId}
            aria-busy={savingFavorite || undefined}
            disabled={savingFavorite}
            onClick={() => onAddFavorite(note)}
          />
        )}
      </Actions>
    </Article>
  );
});
