// Reads answers with the contract's own readers (never a shape of its own), and says in a few words
// why a reader refused one.
import * as z from 'zod/mini';
import type { AnswerShape } from '../src/endpoints';
import * as contract from '../src/index';
import { describeRefusal } from '../src/refusal';

export type Reading<T = unknown> = { ok: true; value: T } | { ok: false; problem: string };

const readerNames = new Map<unknown, string>(
  Object.entries(contract)
    .filter(([name, value]) => name.endsWith('Reader') && value instanceof z.core.$ZodType)
    .map(([name, value]) => [value, name]),
);

/** The contract's name for a reader (`tokenPairReader`), for the table's expected column. */
export const readerName = (reader: z.core.$ZodType): string =>
  readerNames.get(reader) ?? 'the contract reader';

/** What an endpoint's answer must read as: `tokenPairReader`, `zoneReader[]` (every item), or ''. */
export function shapeLabel(shape: AnswerShape): string {
  if (shape.kind === 'value') return readerName(shape.reader);
  if (shape.kind === 'list') return `${readerName(shape.item)}[]`;
  return '';
}

export function readValue<T extends z.core.$ZodType>(reader: T, body: unknown): Reading<z.output<T>> {
  const parsed = z.safeParse(reader, body);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, problem: describeRefusal(parsed.error, 1) };
}

/** Every item, or the first one refused, by its index (and its id when it has one). */
export function readItems<T extends z.core.$ZodType>(item: T, items: unknown[]): Reading<z.output<T>[]> {
  const values: z.output<T>[] = [];
  for (const [index, raw] of items.entries()) {
    const parsed = z.safeParse(item, raw);
    if (!parsed.success) {
      const id = raw && typeof raw === 'object' && 'id' in raw ? ` (id ${JSON.stringify(raw.id)})` : '';
      return { ok: false, problem: `item ${index}${id}: ${describeRefusal(parsed.error, 1)}` };
    }
    values.push(parsed.data);
  }
  return { ok: true, value: values };
}
