// The /auth first load's readers as the app ships them (zod/mini, from @prospect/contract), read the
// way the api-client reads every answer: the bench weighs this page against valibot.ts.
import { describeRefusal, profileReader, refreshAnswerReader, tokenPairReader } from '@prospect/contract';
import * as z from 'zod/mini';

const readers = { tokenPair: tokenPairReader, refreshAnswer: refreshAnswerReader, profile: profileReader };
export type ReaderName = keyof typeof readers;

export function readWithZodMini(name: ReaderName, answer: unknown) {
  const parsed = z.safeParse(readers[name], answer);
  return parsed.success
    ? { ok: true as const, value: parsed.data as unknown }
    : { ok: false as const, why: describeRefusal(parsed.error) };
}
