// Entry of the valibot side's weighing page (stack-floor.ts builds it alone).
import { readWithValibot } from './valibot';

Object.assign(globalThis, { read: readWithValibot });
