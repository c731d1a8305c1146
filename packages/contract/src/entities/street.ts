import * as z from 'zod/mini';
import { streetStatusReader } from '../enums';
import { id, text } from '../primitives';

export const streetReader = z.object({ id, name: text, status: streetStatusReader });
export type Street = z.output<typeof streetReader>;
