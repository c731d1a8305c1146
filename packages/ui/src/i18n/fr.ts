import { admin } from './messages/admin';
import { auth } from './messages/auth';
import { calendar } from './messages/calendar';
import { common } from './messages/common';
import { contacts } from './messages/contacts';
import { dashboard } from './messages/dashboard';
import { doors } from './messages/doors';
import { errors } from './messages/errors';
import { favorites } from './messages/favorites';
import { map } from './messages/map';
import { offline } from './messages/offline';
import { primitives } from './messages/primitives';
import { privacy } from './messages/privacy';
import { register } from './messages/register';
import { sheet } from './messages/sheet';
import { sync } from './messages/sync';
import { territory } from './messages/territory';

/**
 * Every French text of the interface, keyed by screen. Placeholders are written `{name}` and typed:
 * `t('admin.inviteSent', { email })` will not compile without `email`.
 * Each area keeps its own file under messages/ so screens can grow without touching each other.
 */
export const fr = {
  ...common,
  ...primitives,
  ...errors,
  ...auth,
  ...register,
  ...dashboard,
  ...admin,
  ...privacy,
  ...map,
  ...territory,
  ...offline,
  ...sheet,
  ...doors,
  ...favorites,
  ...calendar,
  ...contacts,
  ...sync,
} as const;

export type MessageKey = keyof typeof fr;
