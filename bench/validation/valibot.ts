// The /auth first load's readers as the app ships them (valibot, from @prospect/contract), read the
// way the api-client reads every answer: the bench weighs this page against zod-mini.ts.
import { describeRefusal, profileReader, refreshAnswerReader, tokenPairReader } from '@prospect/contract';
import * as v from 'valibot';

const readers = { tokenPair: tokenPairReader, refreshAnswer: refreshAnswerReader, profile: profileReader };
export type ReaderName = keyof typeof readers;

export function readWithValibot(name: ReaderName, answer: unknown) {
  const parsed = v.safeParse(readers[name], answer);
  return parsed.success
    ? { ok: true as const, value: parsed.output as unknown }
    : { ok: false as const, why: describeRefusal(parsed.issues) };
}
