// Reads answers with the contract's own readers (never a shape of its own), and says in a few words
// why a reader refused one.

import type { AnswerShape } from '@prospect/contract';
import * as contract from '@prospect/contract';
import { describeRefusal } from '@prospect/contract';
import * as v from 'valibot';

export type Reading<T = unknown> = { ok: true; value: T } | { ok: false; problem: string };

const isSchema = (value: unknown): value is v.GenericSchema =>
  typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'schema';

const readerNames = new Map<unknown, string>(
  Object.entries(contract)
    .filter(([name, value]) => name.endsWith('Reader') && isSchema(value))
    .map(([name, value]) => [value, name]),
);

/** The contract's name for a reader (`tokenPairReader`), for the table's expected column. */
export const readerName = (reader: v.GenericSchema): string =>
  readerNames.get(reader) ?? 'the contract reader';

/** What an endpoint's answer must read as: `tokenPairReader`, `zoneReader[]` (every item), or ''. */
export function shapeLabel(shape: AnswerShape): string {
  if (shape.kind === 'value') return readerName(shape.reader);
  if (shape.kind === 'list') return `${readerName(shape.item)}[]`;
  return '';
}

export function readValue<T extends v.GenericSchema>(reader: T, body: unknown): Reading<v.InferOutput<T>> {
  const parsed = v.safeParse(reader, body);
  return parsed.success
    ? { ok: true, value: parsed.output }
    : { ok: false, problem: describeRefusal(parsed.issues, 1) };
}

/** Every item, or the first one refused, by its index (and its id when it has one). */
export function readItems<T extends v.GenericSchema>(item: T, items: unknown[]): Reading<v.InferOutput<T>[]> {
  const values: v.InferOutput<T>[] = [];
  for (const [index, raw] of items.entries()) {
    const parsed = v.safeParse(item, raw);
    if (!parsed.success) {
      const id = raw && typeof raw === 'object' && 'id' in raw ? ` (id ${JSON.stringify(raw.id)})` : '';
      return { ok: false, problem: `item ${index}${id}: ${describeRefusal(parsed.issues, 1)}` };
    }
    values.push(parsed.output);
  }
  return { ok: true, value: values };
}
