import type { EventPayload, FavoritePayload } from '@prospect/contract';

export type { CalendarEvent, Favorite, HouseNote } from '@prospect/contract';

/** Which contacts the list shows: all, those interested (contacts) or those thinking it over (estimations). */
export const CONTACT_FILTERS = ['all', 'interested', 'thinking'] as const;
export type ContactFilter = (typeof CONTACT_FILTERS)[number];

/** A call-back as the calendar's event call sends it (spec §7). */
export type CallBackValues = EventPayload;

/** A contact kept as a favourite, as the favourite call sends it (spec §7). */
export type ContactFavoriteValues = FavoritePayload;

/**
 * What the contacts screen gives the modal that plans a call-back: the calendar's event modal fits
 * (the app passes it; a screen area does not import another), opened on the suggested day with the
 * call-back's values.
 */
export interface CallBackModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  day: Date;
  initialValues: CallBackValues;
  /** Closes the modal when it resolves; a rejection's message (in French) shows in it. */
  onSubmit: (values: CallBackValues) => Promise<void>;
}
