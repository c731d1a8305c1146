import type * as v from 'valibot';
import { streetStatusReader } from '../enums';
import { id, record, text } from '../primitives';

export const streetReader = record({ id, name: text, status: streetStatusReader });
export type Street = v.InferOutput<typeof streetReader>;
