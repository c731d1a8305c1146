import { fr, type MessageKey } from './fr';

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

/** The French text for `key`, with its placeholders filled. */
export function t<K extends MessageKey>(key: K, ...[params]: ParamsArgument<K>): string {
  const template: string = fr[key];
  return params ? fillPlaceholders(template, params) : template;
}
