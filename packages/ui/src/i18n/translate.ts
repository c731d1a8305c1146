import { loadedText } from './catalogue';
import type { fr, MessageKey } from './fr';
// The texts nearly every screen shows: loaded with `t` itself. Other areas load with their users.
import './messages/common';
import './messages/errors';
import './messages/primitives';

/** Names of the `{placeholders}` inside a message, as a union of string literals. */
type PlaceholderNames<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholderNames<Rest>
  : never;

export type MessageParams<K extends MessageKey> = Record<PlaceholderNames<(typeof fr)[K]>, string | number>;

type ParamsArgument<K extends MessageKey> = [PlaceholderNames<(typeof fr)[K]>] extends [never]
  ? []
  : [params: MessageParams<K>];

/** Fills `{name}` placeholders; an unknown name stays visible rather than vanishing silently. */
export function fillPlaceholders(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A key whose area no module on the page has imported: a missing import, which tests must catch. */
export class TextNotLoadedError extends Error {
  constructor(key: string) {
    super(`"${key}" is not loaded: import i18n/messages/${key.split('.')[0]} where the key is named`);
  }
}

/**
 * The French text for `key`, with its placeholders filled. A text not loaded throws while developing
 * and testing; a production page shows the key rather than nothing.
 */
export function t<K extends MessageKey>(key: K, ...[params]: ParamsArgument<K>): string {
  const template = templateOf(key);
  return params ? fillPlaceholders(template, params) : template;
}

/** The text of a key chosen at run time, placeholders left as written. */
export function templateOf(key: MessageKey): string {
  const template = loadedText(key);
  if (template !== undefined) return template;
  if (import.meta.env.DEV) throw new TextNotLoadedError(key);
  return key;
}
