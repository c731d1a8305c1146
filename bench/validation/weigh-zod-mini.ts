// Entry of the zod/mini side's weighing page (stack-floor.ts builds it alone).
import { readWithZodMini } from './zod-mini';

Object.assign(globalThis, { read: readWithZodMini });
